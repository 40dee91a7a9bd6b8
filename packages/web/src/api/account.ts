import type { AccountInfo, PlanInfo, UserInfo } from '@slidewise/core';
import { bootSchemas } from './boot-schemas-loader.ts';
import { authenticatedGet } from './http.ts';

/** Silent: a 401 here means "not signed in", which the protected routes handle by showing the sign-in page. */
export async function getMe(): Promise<UserInfo> {
  const [body, schemas] = await Promise.all([authenticatedGet('/api/me', { silent: true }), bootSchemas()]);
  return schemas.userInfoSchema.parse(body);
}

export async function getAccount(): Promise<AccountInfo> {
  const [body, schemas] = await Promise.all([authenticatedGet('/api/account'), bootSchemas()]);
  return schemas.accountInfoSchema.parse(body);
}

export async function getPlan(): Promise<PlanInfo> {
  const [body, schemas] = await Promise.all([authenticatedGet('/api/plan'), bootSchemas()]);
  return schemas.planInfoSchema.parse(body);
}
