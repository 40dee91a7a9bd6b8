import { courseSchema, courseStatusSchema, defaultCourse, toMiniCourse, type Course, type CourseLessonRef, type MiniCourse } from '@slidewise/core';

type CourseField = keyof typeof courseSchema.shape;

/**
 * A Course from its row: the defaults of the spec, overlaid with each stored field that is still valid
 * for the current schema (so an old or damaged `data` value falls back to its default instead of
 * breaking the answer), then the columns that live outside `data`.
 */
export function assembleCourse(
  row: { id: string; title: string; description: string; courseStatus: string; data: Record<string, unknown> },
  lessons: CourseLessonRef[],
): Course {
  const shape = courseSchema.shape;
  const stored = Object.fromEntries(
    Object.entries(row.data).filter(([field, value]) => field in shape && shape[field as CourseField].safeParse(value).success),
  );
  return defaultCourse({
    ...stored,
    id: row.id,
    title: row.title,
    description: row.description,
    courseStatus: courseStatusSchema.safeParse(row.courseStatus).data ?? 'NotSpecified',
    lessons,
  });
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
      thumbnail: row.thumbnail ?? '',
    },
    row.modifiedAt.toISOString(),
  );
}
