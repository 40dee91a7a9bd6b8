import { planKindOrFree, type PlatformAccount, type PlatformFlagsUpdate, type PlatformPlanUpdate } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { readPlanAccess, writePlanAccess } from '../account/plan-access-repo.ts';
import { findAccountWithTotals, listAccounts, setPlanKind } from './repo.ts';

const accountNotFound = () => notFound('Account not found');

/**
 * The platform administrators' work across accounts (spec §6 ed-admin, {product}-admin): every account
 * is theirs to see, so these calls are the one place no account scope applies.
 */
export function createPlatformService({ db, clock, flags }: AppContext) {
  async function present(row: {
    id: string;
    name: string;
    planKind: string;
    createdAt: Date;
    totalUsers: number | null;
  }): Promise<PlatformAccount> {
    const [planAccess, flagOverrides] = await Promise.all([readPlanAccess(db, row.id), flags.overridesOf(row.id)]);
    return {
      id: row.id,
      name: row.name,
      planKind: planKindOrFree(row.planKind),
      planAccess,
      totalUsers: row.totalUsers ?? 0,
      createdAt: row.createdAt.toISOString(),
      flagOverrides,
    };
  }

  async function existing(accountId: string) {
    const account = isRowId(accountId) ? await findAccountWithTotals(db, accountId) : undefined;
    if (!account) throw accountNotFound();
    return account;
  }

  return {
    async list(search: string | undefined) {
      const rows = await listAccounts(db, search || undefined);
      return { items: await Promise.all(rows.map(present)) };
    },

    async changePlan(accountId: string, body: PlatformPlanUpdate): Promise<PlatformAccount> {
      await existing(accountId);
      await db.transaction(async (tx) => {
        await setPlanKind(tx, accountId, body.planKind);
        await writePlanAccess(tx, accountId, body.planAccess, clock());
      });
      return present(await existing(accountId));
    },

    async changeFlags(accountId: string, body: PlatformFlagsUpdate): Promise<PlatformAccount> {
      const account = await existing(accountId);
      await flags.set(accountId, body.flags);
      return present(account);
    },
  };
}
