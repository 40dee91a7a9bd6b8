// Until when a certificate of a course holds for a learner (issue 16: certificates of recurring training
// carry an expiry): what the certificates module stores and prints when it issues one.
import { certificateExpiry } from '@slidewise/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseAssignmentCycles, learnerCourseProgress } from '../../db/schema.ts';
import { courseRow } from '../learner/repo.ts';
import { dueCourseFactsOf, dueRuleOf } from './course-rules.ts';

/**
 * The expiry of the certificate the learner holds for the course now: the next due date of recurring
 * training, counted from the completion of the learner's latest cycle (the scan may not have recorded it
 * on the cycle yet); null for courses that do not recur, or before any completion.
 */
export async function certificateExpiryOf(db: Executor, person: { id: string; accountId: string }, courseId: string): Promise<Date | null> {
  const row = await courseRow(db, person.accountId, courseId);
  const rule = row && dueRuleOf(row);
  if (!row || !rule) return null;
  const [cycle] = await db
    .select()
    .from(courseAssignmentCycles)
    .where(and(eq(courseAssignmentCycles.userId, person.id), eq(courseAssignmentCycles.courseId, courseId)))
    .orderBy(desc(courseAssignmentCycles.cycle))
    .limit(1);
  if (cycle?.expiresAt) return cycle.expiresAt;
  const [progress] = await db
    .select({ completedAt: learnerCourseProgress.completedAt })
    .from(learnerCourseProgress)
    .where(and(eq(learnerCourseProgress.userId, person.id), eq(learnerCourseProgress.courseId, courseId)))
    .limit(1);
  const completedAt = cycle?.completedAt ?? progress?.completedAt ?? null;
  return certificateExpiry(rule, { dueAt: cycle?.dueAt ?? null, completedAt }, dueCourseFactsOf(row));
}
