import { firstDueDate } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import type { CourseRow } from '../courses/course-assembly.ts';
import type { Notify } from '../notifications/notifier.ts';
import { courseAudienceOf, dueCourseFactsOf, dueRuleOf, renewalOfOpenCycle } from './course-rules.ts';
import { insertFirstCycles, unassignedLearners } from './cycles-repo.ts';

/**
 * Assigns a live tracked course to the learners it reaches who hold no cycle of it yet (or to those of
 * `onlyUserIds`): their first cycle opens now, due by the course's rule, and each is told. A learner is
 * assigned when the server first sees the course reach them (docs/decisions.md, "Due dates").
 */
export async function assignReachedLearners(db: Executor, notify: Notify, row: CourseRow, now: Date, onlyUserIds?: readonly string[]) {
  const rule = dueRuleOf(row);
  if (!rule) return [];
  const userIds = await unassignedLearners(db, row, courseAudienceOf(row), onlyUserIds);
  if (userIds.length === 0) return [];
  const dueAt = firstDueDate(rule, now, dueCourseFactsOf(row));
  const renewsAt = renewalOfOpenCycle(rule, dueAt, dueCourseFactsOf(row));
  const assigned = await insertFirstCycles(db, row, userIds, now, { dueAt, renewsAt });
  await notify(
    assigned.map((userId) => ({
      accountId: row.accountId,
      userId,
      kind: 'assigned' as const,
      subject: { courseId: row.id, courseTitle: row.title, dueAt: dueAt?.toISOString() ?? null },
      dedupeKey: `assigned:${row.id}`,
    })),
  );
  return assigned;
}
