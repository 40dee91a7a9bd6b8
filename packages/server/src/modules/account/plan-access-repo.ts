import { count, eq } from 'drizzle-orm';
import type { PlanAccess } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { accountPlanAccess, lessons } from '../../db/schema.ts';

/** Spec §3.7 planAccess as stored; an account without a row has access and no lesson limit. */
export async function readPlanAccess(db: Executor, accountId: string): Promise<PlanAccess> {
  const [row] = await db.select().from(accountPlanAccess).where(eq(accountPlanAccess.accountId, accountId)).limit(1);
  if (!row) return { hasAccess: true, hasAccessReason: '', lockedDate: null, lessonLimit: null };
  return {
    hasAccess: row.hasAccess,
    hasAccessReason: row.hasAccessReason,
    lockedDate: row.lockedDate?.toISOString() ?? null,
    lessonLimit: row.lessonLimit,
  };
}

export async function writePlanAccess(db: Executor, accountId: string, access: PlanAccess, now: Date): Promise<void> {
  const values = {
    hasAccess: access.hasAccess,
    hasAccessReason: access.hasAccessReason,
    lockedDate: access.lockedDate === null ? null : new Date(access.lockedDate),
    lessonLimit: access.lessonLimit,
    modifiedAt: now,
  };
  await db
    .insert(accountPlanAccess)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: accountPlanAccess.accountId, set: values });
}

/** Every lesson of the account, of every kind: what lessonLimit counts. */
export async function countAccountLessons(db: Executor, accountId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(lessons).where(eq(lessons.accountId, accountId));
  return row?.total ?? 0;
}
