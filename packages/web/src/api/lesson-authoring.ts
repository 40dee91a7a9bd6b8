import {
  lessonAuthoringContracts,
  slideTemplateContracts,
  type LessonAuthoringConfig,
  type LessonAuthoringSaveBody,
  type LessonAuthoringSaveResponse,
  type OtherCoursesResponse,
  type SlideTemplatesResponse,
} from '@slidewise/core';
import { callContract } from './call-contract.ts';

/** The lesson config the slide editor opens with (its slides, their state identifier and language). */
export function getLessonAuthoringConfig(lessonId: string): Promise<LessonAuthoringConfig> {
  return callContract(lessonAuthoringContracts.config, { params: { id: lessonId } });
}

/**
 * spec authoring §7: PUT api/lesson-authoring/{id} with the whole deck. A stale identifier (409) and an
 * invalid slide (400) are the editor's to show: the conflict dialog, and the message beside the slide.
 */
export function saveLessonSlides(lessonId: string, body: LessonAuthoringSaveBody): Promise<LessonAuthoringSaveResponse> {
  return callContract(lessonAuthoringContracts.save, { params: { id: lessonId }, body }, { handledStatuses: [400, 409] });
}

/** The account's other courses and their slide lessons, to insert slides from. */
export function getOtherCourses(lessonId: string): Promise<OtherCoursesResponse> {
  return callContract(lessonAuthoringContracts.otherCourses, { params: { id: lessonId } });
}

/** The template catalogue the account's plan may use, in picker order. */
export function getSlideTemplates(): Promise<SlideTemplatesResponse> {
  return callContract(slideTemplateContracts.list, {});
}
