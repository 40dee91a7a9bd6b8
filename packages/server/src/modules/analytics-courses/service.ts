// The course report and the lesson and question report (issue 15), read from the read models and shaped
// by core's report rules. Another account's course or lesson answers 404, like one that does not exist.
import {
  courseFunnel,
  courseReportLessons,
  courseTimeSpent,
  questionReportSlides,
  type CourseReport,
  type OptionCount,
  type QuestionReport,
  type ReportCourseListResponse,
  type SlideTotals,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { assembleCourse, noLessons } from '../courses/course-assembly.ts';
import { courseOfAccount } from '../courses/course-lookup.ts';
import { fullName } from '../learner/learner-views.ts';
import { readPublishedDeck } from '../learner/published-decks.ts';
import { publishedLessonsOf } from '../learner/repo.ts';
import { assignedLearnerCount, courseLearnerRowsOf, lessonOfCourse, reportCourses, slideCountsOf } from './repo.ts';

// One collator for the whole sort: localeCompare would build one per comparison.
const byText = new Intl.Collator();

export function createCourseReportService({ db }: AppContext) {
  async function courseReport(user: SignedInUser, courseId: string): Promise<CourseReport> {
    const row = await courseOfAccount(db, user, courseId);
    const course = assembleCourse(row, noLessons, user);
    const [lessonRows, learnerRows, assigned] = await Promise.all([
      publishedLessonsOf(db, [row.id]),
      courseLearnerRowsOf(db, user.accountId, row.id),
      assignedLearnerCount(db, user.accountId, course),
    ]);
    const playable = lessonRows.filter((lesson) => lesson.kind === 'Lesson');
    const learners = learnerRows
      .map((learner) => ({
        userId: learner.userId,
        name: fullName(learner),
        email: learner.email,
        completedLessonCount: learner.completedLessonCount,
        lessonCount: learner.lessonCount,
        score: learner.score,
        attemptCount: learner.attemptCount,
        stars: learner.stars,
        completed: learner.completed,
        passed: learner.passed,
        certificate: learner.certificate,
        timeSpentSeconds: learner.timeSpentSeconds,
        // The database writes its own offset; the API answers UTC like everywhere else.
        lastActivityAt: learner.lastActivityAt === null ? null : new Date(learner.lastActivityAt).toISOString(),
      }))
      .sort((left, right) => byText.compare(left.name, right.name) || byText.compare(left.email, right.email));
    return {
      course: { id: row.id, title: course.title },
      funnel: courseFunnel(assigned, learnerRows),
      timeSpent: courseTimeSpent(learnerRows),
      lessons: courseReportLessons(
        playable.map((lesson) => ({ id: lesson.id, title: lesson.title })),
        learnerRows,
      ),
      learners,
    };
  }

  return {
    async courses(user: SignedInUser, search: string | undefined): Promise<ReportCourseListResponse> {
      return { items: await reportCourses(db, user.accountId, search || undefined) };
    },

    courseReport,

    async questionReport(user: SignedInUser, courseId: string, lessonId: string): Promise<QuestionReport> {
      const row = await courseOfAccount(db, user, courseId);
      const lesson = isRowId(lessonId) ? await lessonOfCourse(db, row.id, lessonId) : undefined;
      if (!lesson) throw notFound('This lesson is not in the course.');
      const [deck, counts] = await Promise.all([readPublishedDeck(db, lesson.id), slideCountsOf(db, user.accountId, lesson.id)]);
      const totals = new Map<string, SlideTotals>(counts.totals.map((total) => [total.slideId, total]));
      const options = new Map<string, OptionCount[]>();
      for (const option of counts.options) options.set(option.slideId, [...(options.get(option.slideId) ?? []), option]);
      return {
        course: { id: row.id, title: row.title },
        lesson: { id: lesson.id, title: lesson.title },
        slides: questionReportSlides(deck.slides, totals, options),
      };
    },
  };
}
