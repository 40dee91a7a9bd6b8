import type { PlanAccess } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { countAccountLessons, readPlanAccess } from './plan-access-repo.ts';

/**
 * 403 `plan_locked`: the plan gives no access to authoring (spec §3.7 hasAccess false). The details carry
 * the reason and the locked date, which the web app shows beside the read-only screens.
 */
export const planLocked = (access: PlanAccess) =>
  new HttpError(
    403,
    'plan_locked',
    access.hasAccessReason
      ? `Your plan no longer gives access to authoring: ${access.hasAccessReason}`
      : 'Your plan no longer gives access to authoring, so courses and lessons are read-only.',
    { hasAccessReason: access.hasAccessReason, lockedDate: access.lockedDate },
  );

/** Throws plan_locked when the account's plan has no access. */
export async function assertPlanAccess(db: Executor, accountId: string): Promise<void> {
  const access = await readPlanAccess(db, accountId);
  if (!access.hasAccess) throw planLocked(access);
}

/**
 * Throws 403 `lesson_limit_reached` when one more lesson would pass the plan's lessonLimit (spec §3.7).
 * Called before any lesson is created (a new lesson, a copy, a new activity).
 */
export async function assertLessonAllowance(db: Executor, accountId: string, adding = 1): Promise<void> {
  const { lessonLimit } = await readPlanAccess(db, accountId);
  if (lessonLimit === null) return;
  const existing = await countAccountLessons(db, accountId);
  if (existing + adding > lessonLimit)
    throw new HttpError(
      403,
      'lesson_limit_reached',
      `Your plan allows ${lessonLimit} lessons and the account has ${existing}. Delete a lesson or upgrade the plan to add more.`,
      { lessonLimit, lessonCount: existing },
    );
}
