import {
  courseCreateBodySchema,
  findLibraryCourse,
  libraryCourses,
  summariseLibraryCourse,
  type Course,
  type LibraryCourse,
  type LibraryCourseList,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { createCourseService } from '../courses/service.ts';
import { readCourse } from '../courses/course-writes.ts';
import { writeLessonDrafts } from '../lesson-drafts/write-lesson-drafts.ts';

// Issue 17, the course library import (templates §1): a starter course becomes the account's own Draft
// course, every lesson and slide written through the same services as an author's, so the copy is as
// editable as anything they made themselves and shares nothing with other accounts' copies.

const libraryCourseNotFound = () => notFound('This course is not in the library.');

function libraryCourseOrNotFound(id: string): LibraryCourse {
  const course = findLibraryCourse(id);
  if (!course) throw libraryCourseNotFound();
  return course;
}

export function createCourseLibraryService(context: AppContext) {
  return {
    list: (): LibraryCourseList => ({ items: libraryCourses.map(summariseLibraryCourse) }),

    get: (libraryCourseId: string): LibraryCourse => libraryCourseOrNotFound(libraryCourseId),

    async import(user: SignedInUser, libraryCourseId: string): Promise<Course> {
      const source = libraryCourseOrNotFound(libraryCourseId);
      const course = await createCourseService(context).create(
        user,
        courseCreateBodySchema.parse({ title: source.title, description: source.description }),
      );
      await writeLessonDrafts(context, user, course.id, source.lessons);
      return readCourse(context.db, user, course.id);
    },
  };
}
