import { readsCoursesAsStaff, type ContentNavigationQuery, type ContentNavigationResponse } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { isRowId } from '../../ids.ts';
import { notFound } from '../../http-error.ts';
import { groupIdsOf } from '../activities/activity-lookup.ts';
import { courseOpenToLearner } from '../activities/learner-visibility.ts';
import { listPublishedLessonTitles } from '../lessons/repo.ts';
import { courseNotFound } from './course-writes.ts';
import { findCourse } from './repo.ts';

/**
 * GET /api/courses/contentNavigation (ours): the published lessons of a course in order, and the
 * neighbours of one of them. Learners only see courses the learner app shows them (published, on
 * display, within their dates, universal access or one of the course's user groups); to them any other
 * course does not exist.
 */
export function createContentNavigationService({ db, clock }: AppContext) {
  return async function contentNavigation(user: SignedInUser, query: ContentNavigationQuery): Promise<ContentNavigationResponse> {
    if (!isRowId(query.courseId)) throw courseNotFound();
    const row = await findCourse(db, user.accountId, query.courseId);
    if (!row) throw courseNotFound();
    // The learner contract's one rule, as the learner API decides it (status, display, dates, groups).
    if (!readsCoursesAsStaff(user) && !courseOpenToLearner(row, await groupIdsOf(db, user.accountId, user.id), clock())) {
      throw courseNotFound();
    }
    const items = (await listPublishedLessonTitles(db, row.id)).map((lesson) => ({
      id: lesson.id,
      kind: lesson.kind as ContentNavigationResponse['items'][number]['kind'],
      title: lesson.title ?? '',
    }));
    const at = query.lessonId === undefined ? -1 : items.findIndex((item) => item.id === query.lessonId);
    if (query.lessonId !== undefined && at < 0) throw notFound('Lesson not found among the published lessons of this course');
    return {
      courseId: row.id,
      items,
      previousLessonId: at > 0 ? items[at - 1]!.id : null,
      nextLessonId: at >= 0 && at < items.length - 1 ? items[at + 1]!.id : null,
    };
  };
}
