// The course report and the lesson and question report (issue 15), read from the read models and shaped
// by core's report rules. Another account's course or lesson answers 404, like one that does not exist.
import {
  courseFunnel,
  courseReportLessons,
  courseTimeSpent,
  questionReportSlides,
  type CourseLearnerPage,
  type CourseLearnerPageQuery,
  type CourseReport,
  type CourseReportLearner,
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
import { readPublishedDeck } from '../learner/published-decks.ts';
import { publishedLessonsOf } from '../learner/repo.ts';
import { courseLearnerPageOf, everyCourseLearner } from './course-learner-pages.ts';
import { courseReportTotalsOf } from './course-report-totals.ts';
import { assignedLearnerCount, lessonOfCourse, reportCourses, slideCountsOf } from './repo.ts';

export function createCourseReportService({ db }: AppContext) {
  async function courseReport(user: SignedInUser, courseId: string): Promise<CourseReport> {
    const row = await courseOfAccount(db, user, courseId);
    const course = assembleCourse(row, noLessons, user);
    const [lessonRows, counted, assigned] = await Promise.all([
      publishedLessonsOf(db, [row.id]),
      courseReportTotalsOf(db, user.accountId, row.id),
      assignedLearnerCount(db, user.accountId, course),
    ]);
    const playable = lessonRows.filter((lesson) => lesson.kind === 'Lesson');
    return {
      course: { id: row.id, title: course.title },
      funnel: courseFunnel(assigned, counted.totals),
      timeSpent: courseTimeSpent(counted.totals),
      lessons: courseReportLessons(
        playable.map((lesson) => ({ id: lesson.id, title: lesson.title })),
        counted.lessons,
        counted.totals.started,
      ),
      learnerCount: counted.totals.learners,
    };
  }

  /** Every learner of the course, a page at a time: for the exports, once the course is known to be the caller's. */
  async function everyLearner(user: SignedInUser, courseId: string): Promise<AsyncGenerator<CourseReportLearner[]>> {
    const row = await courseOfAccount(db, user, courseId);
    return everyCourseLearner(db, user.accountId, row.id);
  }

  return {
    async courses(user: SignedInUser, search: string | undefined): Promise<ReportCourseListResponse> {
      return { items: await reportCourses(db, user.accountId, search || undefined) };
    },

    courseReport,
    everyLearner,

    async learnerPage(user: SignedInUser, courseId: string, page: CourseLearnerPageQuery): Promise<CourseLearnerPage> {
      const row = await courseOfAccount(db, user, courseId);
      return courseLearnerPageOf(db, user.accountId, row.id, page);
    },

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
