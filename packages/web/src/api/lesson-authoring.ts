import {
  lessonAuthoringConfigSchema,
  lessonAuthoringSaveResponseSchema,
  otherCoursesResponseSchema,
  slideTemplatesResponseSchema,
  type LessonAuthoringConfig,
  type LessonAuthoringSaveBody,
  type LessonAuthoringSaveResponse,
  type OtherCoursesResponse,
  type SlideTemplatesResponse,
} from '@slidewise/core';
import { authenticatedGet, authenticatedPut } from './http.ts';

const lessonAuthoringPath = (lessonId: string) => `/api/lesson-authoring/${encodeURIComponent(lessonId)}`;

/** The lesson config the slide editor opens with (its slides, their state identifier and language). */
export async function getLessonAuthoringConfig(lessonId: string): Promise<LessonAuthoringConfig> {
  return lessonAuthoringConfigSchema.parse(await authenticatedGet(lessonAuthoringPath(lessonId)));
}

/**
 * spec authoring §7: PUT api/lesson-authoring/{id} with the whole deck. A stale identifier (409) and an
 * invalid slide (400) are the editor's to show: the conflict dialog, and the message beside the slide.
 */
export async function saveLessonSlides(lessonId: string, body: LessonAuthoringSaveBody): Promise<LessonAuthoringSaveResponse> {
  return lessonAuthoringSaveResponseSchema.parse(await authenticatedPut(lessonAuthoringPath(lessonId), { data: body, handledStatuses: [400, 409] }));
}

/** The account's other courses and their slide lessons, to insert slides from. */
export async function getOtherCourses(lessonId: string): Promise<OtherCoursesResponse> {
  return otherCoursesResponseSchema.parse(await authenticatedGet(`${lessonAuthoringPath(lessonId)}/other-courses`));
}

/** The template catalogue the account's plan may use, in picker order. */
export async function getSlideTemplates(): Promise<SlideTemplatesResponse> {
  return slideTemplatesResponseSchema.parse(await authenticatedGet('/api/slide-templates'));
}
