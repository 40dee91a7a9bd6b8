import {
  courseLessonsResponseSchema,
  courseSchema,
  lessonSchema,
  type Course,
  type Lesson,
  type LessonCreateBody,
  type LessonKind,
  type LessonSummary,
  type VersionType,
} from '@slidewise/core';
import { authenticatedDelete, authenticatedGet, authenticatedPost, authenticatedPut } from './http.ts';

const courseLessonsPath = (courseId: string) => `/api/course/${encodeURIComponent(courseId)}/lessons`;

/** spec §7: GET /api/course/{courseId}/lessons, versionType Latest by default. */
export async function listCourseLessons(courseId: string, versionType: VersionType = 'Latest'): Promise<LessonSummary[]> {
  const query = new URLSearchParams({ versionType });
  return courseLessonsResponseSchema.parse(await authenticatedGet(`${courseLessonsPath(courseId)}?${query}`));
}

export async function createLesson(courseId: string, body: LessonCreateBody): Promise<Lesson> {
  return lessonSchema.parse(await authenticatedPost(courseLessonsPath(courseId), { data: body }));
}

/** Every lesson id of the course, in the new order. */
export async function reorderLessons(courseId: string, lessonIds: string[]): Promise<Course> {
  return courseSchema.parse(await authenticatedPut(`${courseLessonsPath(courseId)}/order`, { data: { lessonIds } }));
}

export async function publishLessons(courseId: string, lessonIds: string[]): Promise<Course> {
  return courseSchema.parse(await authenticatedPost(`${courseLessonsPath(courseId)}/publish`, { data: { lessonIds } }));
}

// spec §7: each kind has its own path for deleting and copying.
const kindPaths: Record<LessonKind, string> = {
  Lesson: '/api/lessons',
  Discussion: '/api/discussions',
  Assessment: '/api/assessments',
  Observation: '/api/observations',
  Conference: '/api/conferences',
};

export async function deleteLesson(kind: LessonKind, id: string): Promise<void> {
  await authenticatedDelete(`${kindPaths[kind]}/${encodeURIComponent(id)}`);
}

/** spec §7: POST /api/lessons/copy (lessonId, courseId, skipModule); an observation's id goes in its path. */
export async function copyLesson(kind: LessonKind, id: string): Promise<Lesson> {
  const answer =
    kind === 'Observation'
      ? await authenticatedPost(`${kindPaths.Observation}/${encodeURIComponent(id)}/copy`, { data: {} })
      : await authenticatedPost(`${kindPaths[kind]}/copy`, { data: { lessonId: id } });
  return lessonSchema.parse(answer);
}

/** The whole lesson (its slides, for choosing slides to leave off the public page). */
export async function getLesson(id: string, versionType: VersionType = 'Latest'): Promise<Lesson> {
  const query = new URLSearchParams({ versionType });
  return lessonSchema.parse(await authenticatedGet(`/api/lessons/${encodeURIComponent(id)}?${query}`));
}
