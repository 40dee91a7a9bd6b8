// What a generation needs to know of its account and author, read by the job (which has no request).
import type { PlanKind } from '@slidewise/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';
import { planKindOf } from '../slide-templates/service.ts';

export async function planKindOfAccount(db: Executor, accountId: string): Promise<PlanKind> {
  const [row] = await db.select({ planKind: accounts.planKind }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return planKindOf(row?.planKind ?? '');
}

/** The author named on generated lessons; the generation's starter, if their account still has them. */
export async function authorName(db: Executor, userId: string | null): Promise<{ name: string; roles: string[] }> {
  if (!userId) return { name: 'AI', roles: [] };
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { name: `${row.firstName} ${row.lastName}`.trim(), roles: row.roles } : { name: 'AI', roles: [] };
}
