import { lessonCopyBodySchema, lessonParamsSchema, lessonResponseSchema, pathLessonCopyBodySchema } from '../api/lessons.ts';
import { defineContract } from './define.ts';

// Spec §7: each activity kind is deleted and copied at its own path, as the lesson it is: the same lesson
// rules (course editors; any id of another kind answers 404) and the same Lesson answer.

interface ActivityLessonKind {
  /** Where the kind's calls live, e.g. /api/discussions. */
  path: string;
  /** e.g. discussion, in the summaries. */
  noun: string;
  tags: readonly string[];
}

const copySummary = (noun: string) =>
  `Copy a ${noun}: after the original, or at the end of courseId; into the original's module unless skipModule`;

/** DELETE {path}/:id: the item leaves its course's lesson list. */
export function removeActivityContract({ path, noun, tags }: ActivityLessonKind) {
  return defineContract({
    method: 'DELETE',
    path: `${path}/:id`,
    permission: 'lesson.edit',
    tags,
    summary: `Delete a ${noun} (it leaves the course's lesson list)`,
    params: lessonParamsSchema,
    responses: {},
  });
}

/** POST {path}/copy with the lessonId in the body (discussions, assessments, conferences). */
export function copyActivityContract({ path, noun, tags }: ActivityLessonKind) {
  return defineContract({
    method: 'POST',
    path: `${path}/copy`,
    permission: 'lesson.edit',
    tags,
    summary: `${copySummary(noun)} (lessonId required)`,
    body: lessonCopyBodySchema,
    responses: { 201: lessonResponseSchema },
  });
}

/** POST {path}/:id/copy with the id in the path (observations). */
export function copyActivityByPathContract({ path, noun, tags }: ActivityLessonKind) {
  return defineContract({
    method: 'POST',
    path: `${path}/:id/copy`,
    permission: 'lesson.edit',
    tags,
    summary: copySummary(noun),
    params: lessonParamsSchema,
    body: pathLessonCopyBodySchema,
    responses: { 201: lessonResponseSchema },
  });
}
