// The due-date scan (job `due.scan`, every DUE_SCAN_INTERVAL_MS): assign courses to the learners they reach,
// copy completions onto cycles, reopen recurring courses, and tell learners what is due soon or overdue.
// Each step is safe when several servers scan at once: inserts are keyed, and a reopening closes its
// cycle with a conditional update first.
import { DUE_SOON_DAYS, certificateExpiry, nextCycle } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { Notify } from '../notifications/notifier.ts';
import type { CourseRow } from '../courses/course-assembly.ts';
import { assignReachedLearners } from './assign.ts';
import { courseIsLive, dueCourseFactsOf, dueRuleOf, renewalOfOpenCycle } from './course-rules.ts';
import {
  cyclesToRenew,
  insertDueNotifications,
  moveOpenDueDates,
  openNextCycles,
  resetCourses,
  recordCycleCompletions,
  setRenewals,
  trackedCourseRows,
} from './cycles-repo.ts';
import { emailJobKey } from '../notifications/notifier.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DueScanResult {
  assigned: number;
  completed: number;
  reopened: number;
  dueSoon: number;
  overdue: number;
}

export async function runDueScan(context: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'config'>, notify: Notify): Promise<DueScanResult> {
  const { db, clock } = context;
  const now = clock();
  const courseRows = (await trackedCourseRows(db)).filter((row) => courseIsLive(row, now));
  const byId = new Map(courseRows.map((row) => [row.id, row]));

  let assigned = 0;
  for (const row of courseRows) {
    const rule = dueRuleOf(row)!;
    if (rule.type === 'due-by' && rule.dueDate) await moveOpenDueDates(db, row.id, new Date(rule.dueDate), now);
    assigned += (await assignReachedLearners(db, notify, row, now)).length;
  }

  const completed = await recordCycleCompletions(db, now);
  const renewals = completed.flatMap((cycle) => {
    const row = byId.get(cycle.courseId);
    const rule = row && dueRuleOf(row);
    if (!row || !rule) return [];
    const next = nextCycle(rule, cycle, dueCourseFactsOf(row));
    const expiresAt = certificateExpiry(rule, cycle, dueCourseFactsOf(row));
    return next && expiresAt ? [{ id: cycle.id, renewsAt: next.opensAt, expiresAt }] : [];
  });
  await setRenewals(db, renewals, now);

  const reopened = await reopenRecurring(context, notify, byId, now);

  const dueSoonUsers = await insertDueNotifications(db, 'due-soon', now, new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS));
  const overdueUsers = await insertDueNotifications(db, 'overdue', now, now);
  for (const userId of new Set([...dueSoonUsers, ...overdueUsers])) {
    await context.jobs.add(
      'notifications.email',
      { userId },
      { jobKey: emailJobKey(userId), keepRunAt: true, delayMs: context.config.notificationDigestDelayMs },
    );
  }
  return { assigned, completed: completed.length, reopened, dueSoon: dueSoonUsers.length, overdue: overdueUsers.length };
}

/**
 * A recurring course opens its next cycle for each learner whose renewal came (completed) or, for the
 * calendar recurrences, whose missed cycle gave way to the next period: the old cycle closes with its
 * results kept, the learner's completion resets (attempts kept, no longer counting) and they are told.
 * All in one transaction of a few statements, whatever the number of learners.
 */
async function reopenRecurring(
  { db }: Pick<AppContext, 'db'>,
  notify: Notify,
  byId: ReadonlyMap<string, CourseRow>,
  now: Date,
): Promise<number> {
  const recurringIds = [...byId.values()].filter((row) => dueRuleOf(row)?.type.startsWith('recurring-')).map((row) => row.id);
  const next = (await cyclesToRenew(db, recurringIds, now)).flatMap((cycle) => {
    const row = byId.get(cycle.courseId)!;
    const rule = dueRuleOf(row)!;
    const following = nextCycle(rule, { dueAt: cycle.dueAt, completedAt: cycle.completedAt }, dueCourseFactsOf(row));
    if (!following || following.opensAt > now) return [];
    return [
      {
        cycleId: cycle.id,
        openedAt: now,
        dueAt: following.dueAt,
        renewsAt: renewalOfOpenCycle(rule, following.dueAt, dueCourseFactsOf(row)),
      },
    ];
  });
  if (next.length === 0) return 0;
  const opened = await db.transaction(async (transaction) => {
    const cycles = await openNextCycles(transaction, next, now);
    await resetCourses(transaction, cycles, now);
    return cycles;
  });
  await notify(
    opened.map((cycle) => {
      const row = byId.get(cycle.courseId)!;
      return {
        accountId: cycle.accountId,
        userId: cycle.userId,
        kind: 'recurrence-reopened' as const,
        subject: { courseId: row.id, courseTitle: row.title, dueAt: cycle.dueAt?.toISOString() ?? null },
        dedupeKey: `reopened:${cycle.id}`,
      };
    }),
  );
  return opened.length;
}
