import { courseVerdict, learners, leftOutOfReports, maySeeCourseResults, type CourseResultsResponse } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { forbidden } from '../../http-error.ts';
import { assembleCourse, noLessons } from '../courses/course-assembly.ts';
import { courseOfAccount, sharedWithOf } from '../courses/course-lookup.ts';
import { courseAttempts, peopleByIds, publishedLessonsOf, starsByLessonOfCourse } from './repo.ts';
import { courseStanding, lessonFactsOf } from '../learner/standing.ts';
import { activityFactsOf } from '../learner/activity-repo.ts';
import { fullName } from '../learner/learner-views.ts';

const learnerRoles: readonly string[] = learners;

/**
 * GET /api/courses/{courseId}/results: each learner who played the course, with the same standing the
 * learner sees. Restricted authors see only the courses shared with them; facilitators see every course.
 */
export function createCourseResultsService({ db, clock }: AppContext) {
  return {
    async results(user: SignedInUser, courseId: string): Promise<CourseResultsResponse> {
      const row = await courseOfAccount(db, user, courseId);
      if (!maySeeCourseResults(user, { sharedWith: sharedWithOf(row.data.sharedWith) }))
        throw forbidden('This course has not been shared with you.');
      const course = assembleCourse(row, noLessons, user);
      const [lessonRows, attempts, stars, activity] = await Promise.all([
        publishedLessonsOf(db, [row.id]),
        courseAttempts(db, row.id),
        starsByLessonOfCourse(db, row.id),
        activityFactsOf(db, [row.id], null),
      ]);
      const lessons = lessonRows.map(lessonFactsOf);
      const byUser = new Map<string, typeof attempts>();
      for (const attempt of attempts) byUser.set(attempt.userId, [...(byUser.get(attempt.userId) ?? []), attempt]);
      // Learners who only took part in discussions, assessments, observations or conferences are listed too;
      // staff who commented or posted there are not learners of the course unless they also played it.
      const activityOnly = [...activity.keys()].filter((id) => !byUser.has(id));
      const people = (await peopleByIds(db, user.accountId, [...byUser.keys(), ...activityOnly])).filter(
        // exclude-from-analytics and hidden-user people are left out of reports (docs/permissions.md).
        (person) => !leftOutOfReports(person) && (byUser.has(person.id) || person.roles.some((role) => learnerRoles.includes(role))),
      );
      const now = clock();
      const items = people.map((person) => {
        const standing = courseStanding(
          course,
          lessons,
          byUser.get(person.id) ?? [],
          stars.get(person.id) ?? new Map(),
          activity.get(person.id) ?? new Map(),
          now,
        );
        const playable = standing.lessons.filter((lesson) => lesson.playable);
        return {
          userId: person.id,
          name: fullName(person),
          email: person.email,
          completedLessonCount: standing.progress.completedLessonCount,
          lessonCount: standing.progress.lessonCount,
          score: standing.progress.score,
          passed: standing.progress.passed,
          completed: standing.progress.completed,
          verdict: courseVerdict(standing.progress, course.config.minimumScore),
          lastActivityAt: standing.lastActivityAt?.toISOString() ?? null,
          lessons: playable.map((lesson) => ({
            lessonId: lesson.id,
            title: lesson.title,
            bestScore: lesson.bestScore,
            attemptCount: lesson.attemptCount,
          })),
        };
      });
      items.sort((left, right) => left.name.localeCompare(right.name) || left.email.localeCompare(right.email));
      return { items };
    },
  };
}
