import type {
  LoginBody,
  MagicLinkBody,
  MagicLinkResponse,
  MagicLinkVerifyBody,
  SessionResponse,
  SignupBody,
  SignupResponse,
} from '@slidewise/core';
import { bootSchemas } from './boot-schemas-loader.ts';
import { callContract } from './call-contract.ts';

// The auth contracts come with the shell's lazily loaded schemas (boot-schemas.ts). The forms calling
// these show failures beside their fields, so the calls are silent.
const silent = { silent: true };

export async function signIn(body: LoginBody): Promise<SessionResponse> {
  const { authContracts } = await bootSchemas();
  return callContract(authContracts.logIn, { body }, silent);
}

/** The account is made from the link the server mails; the answer only says to look for it. */
export async function signUp(body: SignupBody): Promise<SignupResponse> {
  const { authContracts } = await bootSchemas();
  return callContract(authContracts.signUp, { body }, silent);
}

export async function requestMagicLink(body: MagicLinkBody): Promise<MagicLinkResponse> {
  const { authContracts } = await bootSchemas();
  return callContract(authContracts.sendMagicLink, { body }, silent);
}

export async function verifyMagicLink(body: MagicLinkVerifyBody): Promise<SessionResponse> {
  const { authContracts } = await bootSchemas();
  return callContract(authContracts.verifyMagicLink, { body }, silent);
}

export async function signOut(): Promise<void> {
  const { authContracts } = await bootSchemas();
  await callContract(authContracts.logOut, {});
}
