import type { AccountInfo, PlanInfo, UserInfo } from '@slidewise/core';
import { bootSchemas } from './boot-schemas-loader.ts';
import { callContract } from './call-contract.ts';

// The account contracts come with the shell's lazily loaded schemas (boot-schemas.ts).

/** Silent: a 401 here means "not signed in", which the protected routes handle by showing the sign-in page. */
export async function getMe(): Promise<UserInfo> {
  const { accountContracts } = await bootSchemas();
  return callContract(accountContracts.me, {}, { silent: true });
}

export async function getAccount(): Promise<AccountInfo> {
  const { accountContracts } = await bootSchemas();
  return callContract(accountContracts.account, {});
}

export async function getPlan(): Promise<PlanInfo> {
  const { accountContracts } = await bootSchemas();
  return callContract(accountContracts.plan, {});
}
