import type {
  LoginBody,
  MagicLinkBody,
  MagicLinkResponse,
  MagicLinkVerifyBody,
  SessionResponse,
  SignupBody,
} from '@slidewise/core';
import { bootSchemas } from './boot-schemas-loader.ts';
import { authenticatedPost, publicPost } from './http.ts';

// The forms calling these show failures beside their fields, so the calls are silent.

export async function signIn(body: LoginBody): Promise<SessionResponse> {
  const [answer, schemas] = await Promise.all([publicPost('/api/auth/login', { data: body, silent: true }), bootSchemas()]);
  return schemas.sessionResponseSchema.parse(answer);
}

export async function signUp(body: SignupBody): Promise<SessionResponse> {
  const [answer, schemas] = await Promise.all([publicPost('/api/auth/signup', { data: body, silent: true }), bootSchemas()]);
  return schemas.sessionResponseSchema.parse(answer);
}

export async function requestMagicLink(body: MagicLinkBody): Promise<MagicLinkResponse> {
  const [answer, schemas] = await Promise.all([publicPost('/api/auth/magic-link', { data: body, silent: true }), bootSchemas()]);
  return schemas.magicLinkResponseSchema.parse(answer);
}

export async function verifyMagicLink(body: MagicLinkVerifyBody): Promise<SessionResponse> {
  const [answer, schemas] = await Promise.all([publicPost('/api/auth/magic-link/verify', { data: body, silent: true }), bootSchemas()]);
  return schemas.sessionResponseSchema.parse(answer);
}

export async function signOut(): Promise<void> {
  await authenticatedPost('/api/auth/logout');
}
