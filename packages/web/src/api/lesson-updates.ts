import { lessonSchema, type Lesson, type LessonUpdateBody } from '@slidewise/core';
import { authenticatedPut } from './http.ts';

/** spec §7: PUT /api/lessons/{id}; `version` is the lesson version the edit started from (stale → 409). */
export async function updateLesson(id: string, body: LessonUpdateBody): Promise<Lesson> {
  return lessonSchema.parse(await authenticatedPut(`/api/lessons/${encodeURIComponent(id)}`, { data: body }));
}
