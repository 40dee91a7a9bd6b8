import {
  coursePermissionsOf,
  courseSchema,
  courseStatusSchema,
  defaultCourse,
  shownImageReference,
  toMiniCourse,
  type Course,
  type CourseLessonRef,
  type MiniCourse,
} from '@slidewise/core';
import type { courses } from '../../db/schema.ts';
import type { SignedInUser } from '../auth/session-repo.ts';

type CourseField = keyof typeof courseSchema.shape;
export type CourseRow = typeof courses.$inferSelect;

/** Course fields kept in their own columns or derived on read; everything else lives in `data`. */
const fieldsOutsideData = [
  'id',
  'title',
  'description',
  'courseStatus',
  'publishOn',
  'unpublishOn',
  'version',
  'lessons',
  'userPermissions',
  'hasUnpublishedChanges',
] as const satisfies readonly CourseField[];
type FieldOutsideData = (typeof fieldsOutsideData)[number];
export type CourseDataFields = Omit<Course, FieldOutsideData>;

/**
 * A Course from its row: the defaults of the spec, overlaid with each stored field that is still valid
 * for the current schema (so an old or damaged `data` value falls back to its default instead of
 * breaking the answer), then the columns that live outside `data`.
 */
export interface CourseLessons {
  lessons: CourseLessonRef[];
  /** Any lesson's Latest version differs from its Published one. */
  hasUnpublishedChanges: boolean;
}

export const noLessons: CourseLessons = { lessons: [], hasUnpublishedChanges: false };

export function assembleCourse(
  row: CourseRow,
  { lessons, hasUnpublishedChanges }: CourseLessons,
  viewer: Pick<SignedInUser, 'id' | 'roles'>,
): Course {
  const shape = courseSchema.shape;
  const stored = Object.fromEntries(
    Object.entries(row.data).filter(([field, value]) => field in shape && shape[field as CourseField].safeParse(value).success),
  );
  const course = defaultCourse({
    ...stored,
    id: row.id,
    title: row.title,
    description: row.description,
    courseStatus: courseStatusSchema.safeParse(row.courseStatus).data ?? 'NotSpecified',
    publishOn: row.publishOn?.toISOString() ?? null,
    unpublishOn: row.unpublishOn?.toISOString() ?? null,
    version: row.version,
    lessons,
    // Derived, not stored: the course's lessons say whether publishing them again would change anything.
    hasUnpublishedChanges,
  });
  // Module entries of deleted lessons drop out here, so deleting a lesson never has to rewrite the course.
  const lessonIds = new Set(lessons.map((lesson) => lesson.id));
  course.modules = course.modules.map((module) => ({ ...module, lessonIds: module.lessonIds.filter((id) => lessonIds.has(id)) }));
  course.userPermissions = coursePermissionsOf(viewer, { sharedWith: course.sharedWith });
  return course;
}

/** The row values of a Course: columns apart, the rest as `data`. */
export function courseRowValues(course: Course) {
  const data: Record<string, unknown> = { ...course };
  for (const field of fieldsOutsideData) delete data[field];
  return {
    title: course.title,
    description: course.description,
    courseStatus: course.courseStatus,
    publishOn: course.publishOn === null ? null : new Date(course.publishOn),
    unpublishOn: course.unpublishOn === null ? null : new Date(course.unpublishOn),
    data,
  };
}

export function assembleMiniCourse(row: {
  id: string;
  title: string;
  description: string;
  courseStatus: string;
  thumbnail: string | null;
  modifiedAt: Date;
}): MiniCourse {
  return toMiniCourse(
    {
      id: row.id,
      title: row.title,
      description: row.description,
      courseStatus: courseStatusSchema.safeParse(row.courseStatus).data ?? 'NotSpecified',
      thumbnail: shownImageReference(row.thumbnail),
    },
    row.modifiedAt.toISOString(),
  );
}
