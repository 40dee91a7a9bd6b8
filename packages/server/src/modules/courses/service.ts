import type { Course, CourseListQuery, CourseListResponse } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { countCourses, findCourse, listCourseLessonRefs, listCourseSummaries } from './repo.ts';
import { assembleCourse, assembleMiniCourse } from './course-assembly.ts';

export function createCourseService({ db }: AppContext) {
  return {
    async list(user: SignedInUser, query: CourseListQuery): Promise<CourseListResponse> {
      const rows = await listCourseSummaries(db, user.accountId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      // A page past the end has no row to carry the total, so only then is it counted apart.
      const totalCount = rows[0]?.totalCount ?? (query.page > 1 ? await countCourses(db, user.accountId) : 0);
      return { items: rows.map(assembleMiniCourse), totalCount, page: query.page, pageSize: query.pageSize };
    },

    /** Another account's course answers 404, exactly like a course that does not exist. */
    async get(user: SignedInUser, courseId: string): Promise<Course> {
      if (!isRowId(courseId)) throw notFound('Course not found');
      const course = await findCourse(db, user.accountId, courseId);
      if (!course) throw notFound('Course not found');
      const lessons = await listCourseLessonRefs(db, user.accountId, courseId);
      return assembleCourse(course, lessons.map((lesson) => ({ id: lesson.id, isPublished: lesson.isPublished ?? false })));
    },
  };
}
