import {
  type AccountAiSettingsUpdate,
  type AiCourseGenerationBody,
  type AiCourseRequest,
  type AiLessonBody,
  type AiSlideBody,
  aiGenerationContracts,
} from '@slidewise/core';
import { callContract } from './call-contract.ts';

// Issue 17: courses, lessons and slides from a prompt, and the account's own AI provider.
export const outlineCourse = (body: AiCourseRequest) => callContract(aiGenerationContracts.outline, { body });
export const startCourseGeneration = (body: AiCourseGenerationBody) => callContract(aiGenerationContracts.start, { body });
export const readCourseGeneration = (courseId: string) => callContract(aiGenerationContracts.state, { params: { courseId } });
export const stopCourseGeneration = (courseId: string) => callContract(aiGenerationContracts.stop, { params: { courseId } });
export const retryCourseGeneration = (courseId: string) => callContract(aiGenerationContracts.retry, { params: { courseId } });
export const generateLessonFromPrompt = (courseId: string, body: AiLessonBody) =>
  callContract(aiGenerationContracts.lesson, { params: { courseId }, body });
export const rewriteSlideWithAi = (lessonId: string, body: AiSlideBody) =>
  callContract(aiGenerationContracts.slide, { params: { id: lessonId }, body });
export const readAiSettings = () => callContract(aiGenerationContracts.settings, {});
export const updateAiSettings = (body: AccountAiSettingsUpdate) => callContract(aiGenerationContracts.updateSettings, { body });
