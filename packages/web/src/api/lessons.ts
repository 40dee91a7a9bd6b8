import {
  assessmentContracts,
  conferenceContracts,
  discussionContracts,
  lessonContracts,
  observationContracts,
  type Course,
  type Lesson,
  type LessonCreateBody,
  type LessonKind,
  type LessonSummary,
  type VersionType,
} from '@slidewise/core';
import { callContract } from './call-contract.ts';

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

// spec §7: each kind has its own path for deleting and copying, declared with that kind's contracts.
const kindContracts = {
  Discussion: discussionContracts,
  Assessment: assessmentContracts,
  Observation: observationContracts,
  Conference: conferenceContracts,
} as const;

export async function deleteLesson(kind: LessonKind, id: string): Promise<void> {
  await callContract(kind === 'Lesson' ? lessonContracts.remove : kindContracts[kind].remove, { params: { id } });
}

/** spec §7: POST /api/lessons/copy (lessonId, courseId, skipModule); an observation's id goes in its path. */
export function copyLesson(kind: LessonKind, id: string): Promise<Lesson> {
  if (kind === 'Lesson') return callContract(lessonContracts.copy, { body: { lessonId: id } });
  if (kind === 'Observation') return callContract(observationContracts.copy, { params: { id }, body: {} });
  return callContract(kindContracts[kind].copy, { body: { lessonId: id } });
}

/** The whole lesson (its slides, for choosing slides to leave off the public page). */
export function getLesson(id: string, versionType: VersionType = 'Latest'): Promise<Lesson> {
  return callContract(lessonContracts.get, { params: { id }, query: { versionType } });
}
