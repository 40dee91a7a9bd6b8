import { accountInfoSchema, planInfoSchema, userInfoSchema, type AccountInfo, type PlanInfo, type UserInfo } from '@slidewise/core';
import { authenticatedGet } from './http.ts';

/** Silent: a 401 here means "not signed in", which the protected routes handle by showing the sign-in page. */
export async function getMe(): Promise<UserInfo> {
  return userInfoSchema.parse(await authenticatedGet('/api/me', { silent: true }));
}

export async function getAccount(): Promise<AccountInfo> {
  return accountInfoSchema.parse(await authenticatedGet('/api/account'));
}

export async function getPlan(): Promise<PlanInfo> {
  return planInfoSchema.parse(await authenticatedGet('/api/plan'));
}
