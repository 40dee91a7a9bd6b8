import type { AccountInfo, PlanInfo, UserInfo } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { notFound } from '../../http-error.ts';
import { countAccountTotals, findAccount } from './repo.ts';
import { toUserInfo } from './user-info.ts';
import { toAccountInfo } from './account-info.ts';
import { toPlanInfo } from './plan-info.ts';
import { readPlanAccess } from './plan-access-repo.ts';

export function createAccountService({ db }: AppContext) {
  return {
    // The session query already read the person (plugins/policy-enforcement.ts).
    userInfo(user: SignedInUser): UserInfo {
      return toUserInfo(user);
    },

    async accountInfo(user: SignedInUser): Promise<AccountInfo> {
      const [account, totals] = await Promise.all([findAccount(db, user.accountId), countAccountTotals(db, user.accountId)]);
      if (!account) throw notFound();
      return toAccountInfo(account, totals);
    },

    async planInfo(user: SignedInUser): Promise<PlanInfo> {
      const [account, access] = await Promise.all([findAccount(db, user.accountId), readPlanAccess(db, user.accountId)]);
      if (!account) throw notFound();
      return toPlanInfo(account.planKind, account.createdAt, access);
    },
  };
}
