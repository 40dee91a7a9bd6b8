import {
  addDays,
  DEFAULT_REPORT_RANGE_DAYS,
  defaultReportRange,
  reportRangeProblem,
  type AnalyticsOverviewQuery,
  type AnalyticsOverviewResponse,
  type LearnerReportResponse,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { isExcludedFromAnalytics } from '../analytics/excluded-people.ts';
import { accountGroupCount, accountGroups, overdueAssignments, overviewDays, overviewTotals } from './overview-repo.ts';
import { learnerAttemptsOf, learnerCertificates, learnerCourses, learnerOfAccount, learnerTotals } from './learner-report-repo.ts';

const averageOf = (sum: number, count: number) => (count === 0 ? null : sum / count);
const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();

/** Issue 15's overview and learner report, read from the daily activity rollup (analytics/daily-activity.ts). */
export function createAnalyticsOverviewService({ db, clock }: AppContext) {
  return {
    async overview(user: SignedInUser, query: AnalyticsOverviewQuery): Promise<AnalyticsOverviewResponse> {
      // A missing end is today; a missing start is the default length before the end.
      const to = query.to ?? defaultReportRange(clock()).to;
      const from = query.from ?? addDays(to, 1 - DEFAULT_REPORT_RANGE_DAYS);
      const problem = reportRangeProblem(from, to);
      if (problem) throw new HttpError(400, 'validation_failed', problem, { path: ['to'] });
      const groupIds = [...new Set(query.groupIds ? query.groupIds.toLowerCase().split(',') : [])];
      if ((await accountGroupCount(db, user.accountId, groupIds)) < groupIds.length) throw notFound('User group not found.');
      const scope = { accountId: user.accountId, groupIds };
      const [groups, days, totals, overdue] = await Promise.all([
        accountGroups(db, user.accountId),
        overviewDays(db, scope, from, to),
        overviewTotals(db, scope, from, to),
        overdueAssignments(db, scope, clock()),
      ]);
      return {
        from,
        to,
        groupIds,
        groups,
        totals: {
          activeLearners: totals.active_learners,
          lessonsCompleted: totals.lessons_completed,
          coursesCompleted: totals.courses_completed,
          averageScore: averageOf(totals.score_sum, totals.scored_lessons),
          overduePeople: overdue.people,
        },
        days: days.map((day) => ({
          day: day.day,
          dailyActive: day.daily_active,
          weeklyActive: day.weekly_active,
          monthlyActive: day.monthly_active,
          lessonsCompleted: day.lessons_completed,
          coursesCompleted: day.courses_completed,
        })),
        overdue: overdue.rows.map((row) => ({
          userId: row.user_id,
          name: fullName(row),
          email: row.email,
          courseId: row.course_id,
          courseTitle: row.course_title,
          dueAt: row.due_at,
        })),
      };
    },

    async learner(user: SignedInUser, userId: string): Promise<LearnerReportResponse> {
      const person = isRowId(userId) ? await learnerOfAccount(db, user.accountId, userId) : undefined;
      if (!person) throw notFound('Person not found.');
      const [totals, courses, attempts, certificates] = await Promise.all([
        learnerTotals(db, userId),
        learnerCourses(db, user.accountId, userId),
        learnerAttemptsOf(db, user.accountId, userId),
        learnerCertificates(db, user.accountId, userId),
      ]);
      return {
        learner: {
          id: person.id,
          name: fullName(person),
          email: person.email,
          status: person.status,
          excludedFromAnalytics: isExcludedFromAnalytics(person.roles),
          lastActivityAt: person.last_activity_at,
        },
        totals: {
          lessonsCompleted: totals.lessons_completed,
          coursesCompleted: totals.courses_completed,
          averageScore: averageOf(totals.score_sum, totals.scored_lessons),
          certificates: certificates.length,
        },
        courses: courses.map((course) => ({
          courseId: course.course_id,
          title: course.title,
          lessonsCompleted: course.lessons_completed,
          lessonsTotal: course.lessons_total,
          bestAverageScore: course.best_average_score,
          completedAt: course.completed_at,
          passed: course.passed,
          dueAt: course.due_at,
          lastActivityAt: course.last_activity_at,
        })),
        attempts: attempts.map((attempt) => ({
          id: attempt.id,
          courseId: attempt.course_id,
          courseTitle: attempt.course_title,
          lessonId: attempt.lesson_id,
          lessonTitle: attempt.lesson_title,
          startedAt: attempt.started_at,
          finishedAt: attempt.finished_at,
          score: attempt.score,
          stars: attempt.stars,
          passed: attempt.passed,
        })),
        certificates: certificates.map((certificate) => ({
          id: certificate.id,
          code: certificate.code,
          courseTitle: certificate.course_title,
          issuedAt: certificate.issued_at,
          expiresAt: certificate.expires_at,
        })),
      };
    },
  };
}
