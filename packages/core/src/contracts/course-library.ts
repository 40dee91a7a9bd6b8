import { libraryCourseListSchema, libraryCourseParamsSchema, libraryCourseSchema } from '../api/course-library.ts';
import { courseSchema } from '../entities/course.ts';
import { defineContract } from './define.ts';

const tags = ['course library'];
// Importing makes a course, so the library is for those who create courses.
const permission = 'course.create';

/** Issue 17: browse the starter courses, preview one, and import it as the account's own Draft course. */
export const courseLibraryContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/course-library',
    permission,
    tags,
    summary: 'The starter courses of the library, with their length and the templates they use',
    responses: { 200: libraryCourseListSchema },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/course-library/:libraryCourseId',
    permission,
    tags,
    summary: 'One starter course with its lessons and slides, to preview',
    params: libraryCourseParamsSchema,
    responses: { 200: libraryCourseSchema },
  }),
  import: defineContract({
    method: 'POST',
    path: '/api/course-library/:libraryCourseId/import',
    permission,
    tags,
    summary: "Import a starter course as the account's own Draft course, every lesson and slide an editable copy",
    params: libraryCourseParamsSchema,
    responses: { 201: courseSchema },
  }),
};
