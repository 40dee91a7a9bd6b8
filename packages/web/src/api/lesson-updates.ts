import { lessonContracts, type Lesson, type LessonUpdateBody } from '@slidewise/core';
import { callContract } from './call-contract.ts';

/** spec §7: PUT /api/lessons/{id}; `version` is the lesson version the edit started from (stale → 409). */
export function updateLesson(id: string, body: LessonUpdateBody): Promise<Lesson> {
  return callContract(lessonContracts.update, { params: { id }, body });
}
