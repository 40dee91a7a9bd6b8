import { count, desc, eq, ilike } from 'drizzle-orm';
import { PLATFORM_ACCOUNT_PAGE_SIZE } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';

/** The newest accounts (whose name contains the search, when given), with their number of people. */
export async function listAccounts(db: Executor, search: string | undefined) {
  const people = db
    .select({ accountId: users.accountId, total: count().as('total') })
    .from(users)
    .groupBy(users.accountId)
    .as('people');
  return db
    .select({ id: accounts.id, name: accounts.name, planKind: accounts.planKind, createdAt: accounts.createdAt, totalUsers: people.total })
    .from(accounts)
    .leftJoin(people, eq(people.accountId, accounts.id))
    .where(search ? ilike(accounts.name, `%${escapeLike(search)}%`) : undefined)
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(PLATFORM_ACCOUNT_PAGE_SIZE);
}

export async function findAccountWithTotals(db: Executor, accountId: string) {
  const [account] = await db
    .select({ id: accounts.id, name: accounts.name, planKind: accounts.planKind, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!account) return undefined;
  const [people] = await db.select({ total: count() }).from(users).where(eq(users.accountId, accountId));
  return { ...account, totalUsers: people?.total ?? 0 };
}

export async function setPlanKind(db: Executor, accountId: string, planKind: string): Promise<void> {
  await db.update(accounts).set({ planKind }).where(eq(accounts.id, accountId));
}

/** A search typed by a person: its % and _ are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
