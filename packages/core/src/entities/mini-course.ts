import { z } from 'zod';
import { courseStatusSchema } from '../enums/course-status.ts';
import { MINI_COURSE_VERSION_MARKER } from '../constants.ts';
import { entityIdSchema, imageReferenceSchema, isoDateTimeSchema } from './shared-fields.ts';

// Authoring §7 GET /api/courses answers a mini course list; each item carries the version marker
// ORIGINAL (authoring §9, templates §3.4) in `versionMarker` (docs/decisions.md).
export const miniCourseSchema = z.object({
  id: entityIdSchema,
  title: z.string(),
  description: z.string(),
  courseStatus: courseStatusSchema,
  thumbnail: imageReferenceSchema,
  modified: isoDateTimeSchema,
  versionMarker: z.literal(MINI_COURSE_VERSION_MARKER),
});
export type MiniCourse = z.infer<typeof miniCourseSchema>;

/** The list item of a course, as GET /api/courses answers it. */
export function toMiniCourse(
  course: { id: string; title: string; description: string; courseStatus: MiniCourse['courseStatus']; thumbnail: string },
  modified: string,
): MiniCourse {
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    courseStatus: course.courseStatus,
    thumbnail: course.thumbnail,
    modified,
    versionMarker: MINI_COURSE_VERSION_MARKER,
  };
}
