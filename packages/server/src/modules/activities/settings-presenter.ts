import { entityIdSchema, externalIdSchema } from '@slidewise/core';
import { z } from 'zod';
import type { ActivityRow } from './activity-lookup.ts';

// The settings answer every kind starts and ends with (core's activityResponseHeadFields and
// savedActivityFields), read from the lesson row one way for all of them; each kind's presenter puts its
// own fields between the two.

const prerequisitesSchema = z.array(entityIdSchema);

/** A stored value its schema accepts, or the fallback: an older or damaged document reads as empty rather than failing the page. */
const storedOr = <T>(schema: z.ZodType<T>, stored: unknown, fallback: T): T => schema.safeParse(stored).data ?? fallback;

/** id, course, title, description, isPublished, externalId and prerequisites of the Latest version. */
export function activityHead({ lesson, course }: ActivityRow) {
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    courseTitle: course.title,
    title: lesson.title,
    description: lesson.description,
    isPublished: lesson.isPublished,
    externalId: storedOr(externalIdSchema, lesson.data.externalId, ''),
    prerequisites: storedOr(prerequisitesSchema, lesson.data.prerequisites, []),
  };
}

/** The version a save sends back, whether it differs from the published one, and when it changed. */
export function activityVersion({ lesson }: ActivityRow) {
  return { version: lesson.version, hasUnpublishedChanges: lesson.hasUnpublishedChanges, modified: lesson.modifiedAt.toISOString() };
}
