import {
  lessonContracts,
  lessonSchema,
  type Course,
  type Lesson,
  type LessonCreateBody,
  type LessonKind,
  type LessonSummary,
  type VersionType,
} from '@slidewise/core';
import { callContract } from './call-contract.ts';
import { authenticatedDelete, authenticatedPost } from './http.ts';

/** spec §7: GET /api/course/{courseId}/lessons, versionType Latest by default. */
export function listCourseLessons(courseId: string, versionType: VersionType = 'Latest'): Promise<LessonSummary[]> {
  return callContract(lessonContracts.listOfCourse, { params: { courseId }, query: { versionType } });
}

export function createLesson(courseId: string, body: LessonCreateBody): Promise<Lesson> {
  return callContract(lessonContracts.create, { params: { courseId }, body });
}

/** Every lesson id of the course, in the new order. */
export function reorderLessons(courseId: string, lessonIds: string[]): Promise<Course> {
  return callContract(lessonContracts.reorder, { params: { courseId }, body: { lessonIds } });
}

export function publishLessons(courseId: string, lessonIds: string[]): Promise<Course> {
  return callContract(lessonContracts.publish, { params: { courseId }, body: { lessonIds } });
}

// spec §7: each kind has its own path for deleting and copying. A lesson's are its contracts; the other
// kinds' are called by path until their routes are declared as contracts too.
const activityKindPaths: Record<Exclude<LessonKind, 'Lesson'>, string> = {
  Discussion: '/api/discussions',
  Assessment: '/api/assessments',
  Observation: '/api/observations',
  Conference: '/api/conferences',
};

export async function deleteLesson(kind: LessonKind, id: string): Promise<void> {
  if (kind === 'Lesson') return callContract(lessonContracts.remove, { params: { id } });
  await authenticatedDelete(`${activityKindPaths[kind]}/${encodeURIComponent(id)}`);
}

/** spec §7: POST /api/lessons/copy (lessonId, courseId, skipModule); an observation's id goes in its path. */
export async function copyLesson(kind: LessonKind, id: string): Promise<Lesson> {
  if (kind === 'Lesson') return callContract(lessonContracts.copy, { body: { lessonId: id } });
  const answer =
    kind === 'Observation'
      ? await authenticatedPost(`${activityKindPaths.Observation}/${encodeURIComponent(id)}/copy`, { data: {} })
      : await authenticatedPost(`${activityKindPaths[kind]}/copy`, { data: { lessonId: id } });
  return lessonSchema.parse(answer);
}

/** The whole lesson (its slides, for choosing slides to leave off the public page). */
export function getLesson(id: string, versionType: VersionType = 'Latest'): Promise<Lesson> {
  return callContract(lessonContracts.get, { params: { id }, query: { versionType } });
}
