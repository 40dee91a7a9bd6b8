import {
  dueStatus,
  isRecurringDueType,
  maySeeCourseResults,
  type AssignmentCyclesResponse,
  type DueStatus,
  type LearnerCourseDueResponse,
  type LearnerDueItem,
  type LearnerDueListResponse,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { courseOfAccount, sharedWithOf } from '../courses/course-lookup.ts';
import type { CourseRow } from '../courses/course-assembly.ts';
import { fullName, type LearnerViews } from '../learner/learner-views.ts';
import { learnerGroupIds, progressOf } from '../learner/repo.ts';
import { assembleCourse, noLessons } from '../courses/course-assembly.ts';
import { courseVisible } from '../learner/standing.ts';
import type { Notify } from '../notifications/notifier.ts';
import { assignReachedLearners } from './assign.ts';
import { assignedRoles, dueRuleOf } from './course-rules.ts';
import { cyclesOfCourse, openCyclesOf, trackedCourseRows, type CycleRow } from './cycles-repo.ts';

const statusOrder: readonly DueStatus[] = ['overdue', 'due-soon', 'upcoming', 'none', 'completed'];

export function createDueDateService(context: AppContext, views: LearnerViews, notify: Notify) {
  const { db, clock } = context;

  /**
   * The learner's open cycles of the tracked courses they see now; a course that reaches them without a
   * cycle yet is assigned on the spot (the scan would have done it within the hour).
   */
  async function dueItems(user: SignedInUser, rows: readonly CourseRow[]): Promise<LearnerDueItem[]> {
    const now = clock();
    if (user.roles.some((role) => assignedRoles.includes(role))) {
      for (const row of rows) await assignReachedLearners(db, notify, row, now, [user.id]);
    }
    const [cycles, progress] = await Promise.all([
      openCyclesOf(
        db,
        user.id,
        rows.map((row) => row.id),
      ),
      progressOf(db, user.id),
    ]);
    return cycles.flatMap((cycle) => {
      const row = rows.find((candidate) => candidate.id === cycle.courseId);
      const rule = row && dueRuleOf(row);
      if (!row || !rule) return [];
      // The learner's own completion shows at once; the scan copies it onto the cycle within the hour.
      const completedAt = cycle.completedAt ?? progress.find((entry) => entry.courseId === row.id)?.completedAt ?? null;
      return [
        {
          courseId: row.id,
          title: row.title,
          type: rule.type,
          recurring: isRecurringDueType(rule.type),
          cycle: cycle.cycle,
          dueAt: cycle.dueAt?.toISOString() ?? null,
          status: dueStatus({ dueAt: cycle.dueAt, completedAt }, now),
          completedAt: completedAt?.toISOString() ?? null,
          certificateExpiresAt: cycle.expiresAt?.toISOString() ?? null,
          renewsAt: cycle.completedAt ? (cycle.renewsAt?.toISOString() ?? null) : null,
        },
      ];
    });
  }

  async function visibleTrackedRows(user: SignedInUser, courseId?: string): Promise<CourseRow[]> {
    const [rows, groups] = await Promise.all([trackedCourseRows(db, user.accountId), learnerGroupIds(db, user.id)]);
    const now = clock();
    return rows.filter((row) => (!courseId || row.id === courseId) && courseVisible(assembleCourse(row, noLessons, user), groups, now));
  }

  return {
    async learnerDue(user: SignedInUser): Promise<LearnerDueListResponse> {
      const items = await dueItems(user, await visibleTrackedRows(user));
      items.sort(
        (left, right) =>
          statusOrder.indexOf(left.status) - statusOrder.indexOf(right.status) ||
          (left.dueAt ?? '').localeCompare(right.dueAt ?? '') ||
          left.title.localeCompare(right.title),
      );
      return { items };
    },

    async learnerCourseDue(user: SignedInUser, courseId: string): Promise<LearnerCourseDueResponse> {
      // 404 for a course the learner does not see, as every learner call.
      await views.visibleCourse(user, courseId);
      const [item] = await dueItems(user, await visibleTrackedRows(user, courseId));
      return { item: item ?? null };
    },

    async cycles(user: SignedInUser, courseId: string): Promise<AssignmentCyclesResponse> {
      const row = await courseOfAccount(db, user, courseId);
      if (!maySeeCourseResults(user, { sharedWith: sharedWithOf(row.data.sharedWith) }))
        throw forbidden('This course has not been shared with you.');
      const now = clock();
      const items: AssignmentCyclesResponse['items'] = [];
      for (const { cycle, person } of await cyclesOfCourse(db, user.accountId, row.id)) {
        let entry = items.at(-1);
        if (entry?.userId !== person.id) {
          entry = { userId: person.id, name: fullName(person), email: person.email, cycles: [] };
          items.push(entry);
        }
        entry.cycles.push(presentCycle(cycle, now));
      }
      return { items };
    },
  };
}

function presentCycle(cycle: CycleRow, now: Date) {
  return {
    cycle: cycle.cycle,
    openedAt: cycle.openedAt.toISOString(),
    dueAt: cycle.dueAt?.toISOString() ?? null,
    completedAt: cycle.completedAt?.toISOString() ?? null,
    passed: cycle.passed,
    score: cycle.score,
    expiresAt: cycle.expiresAt?.toISOString() ?? null,
    closedAt: cycle.closedAt?.toISOString() ?? null,
    status: dueStatus(cycle, now),
  };
}
