import {
  accountAiSettingsSchema,
  accountAiSettingsUpdateSchema,
  aiCourseGenerationBodySchema,
  aiCourseGenerationSchema,
  aiCourseRequestSchema,
  aiLessonBodySchema,
  aiLessonResponseSchema,
  aiOutlineResponseSchema,
  aiSlideBodySchema,
  aiSlideResponseSchema,
} from '../api/ai-generation.ts';
import { courseParamsSchema } from '../api/courses.ts';
import { lessonParamsSchema } from '../api/lessons.ts';
import { defineContract } from './define.ts';

const tags = ['ai'];
const noProvider =
  'Answers 409 ai_not_configured when neither the account nor the server has an AI provider, and 429 when the account used up its AI calls for now.';

/** Issue 17: a course from a prompt (outline, then lessons on the job queue), a lesson from a prompt, a slide rewritten. */
export const aiGenerationContracts = {
  outline: defineContract({
    method: 'POST',
    path: '/api/courses/ai/outline',
    permission: 'course.create',
    tags,
    summary: `Outline a course from a prompt, for the author to review and edit before generating it. ${noProvider}`,
    body: aiCourseRequestSchema,
    responses: { 200: aiOutlineResponseSchema },
  }),
  start: defineContract({
    method: 'POST',
    path: '/api/courses/ai/generations',
    permission: 'course.create',
    tags,
    summary: `Create a Draft course from the outline (generationStatus Generating) and generate its lessons one by one in the background. ${noProvider}`,
    body: aiCourseGenerationBodySchema,
    responses: { 201: aiCourseGenerationSchema },
  }),
  state: defineContract({
    method: 'GET',
    path: '/api/courses/:courseId/ai-generation',
    permission: 'course.read',
    tags,
    summary: "The course's generation: status, lessons made so far, the reason of a failure and the tokens used",
    params: courseParamsSchema,
    responses: { 200: aiCourseGenerationSchema },
  }),
  stop: defineContract({
    method: 'POST',
    path: '/api/courses/:courseId/ai-generation/stop',
    permission: 'course.update',
    tags,
    summary: 'Stop the generation after the lesson being written; the lessons made stay',
    params: courseParamsSchema,
    responses: { 200: aiCourseGenerationSchema },
  }),
  retry: defineContract({
    method: 'POST',
    path: '/api/courses/:courseId/ai-generation/retry',
    permission: 'course.update',
    tags,
    summary: `Go on with a failed or stopped generation from the first lesson not yet made. ${noProvider}`,
    params: courseParamsSchema,
    responses: { 200: aiCourseGenerationSchema },
  }),
  lesson: defineContract({
    method: 'POST',
    path: '/api/course/:courseId/lessons/ai',
    permission: 'course.update',
    tags,
    summary: `Write a lesson from a prompt at the end of the course. ${noProvider}`,
    params: courseParamsSchema,
    body: aiLessonBodySchema,
    responses: { 201: aiLessonResponseSchema },
  }),
  slide: defineContract({
    method: 'POST',
    path: '/api/lessons/:id/ai/slide',
    permission: 'course.update',
    tags,
    summary: `Improve, shorten or make a quiz from a slide of the lesson; answers the new slide for the editor to apply (nothing is saved). ${noProvider}`,
    params: lessonParamsSchema,
    body: aiSlideBodySchema,
    responses: { 200: aiSlideResponseSchema },
  }),
  settings: defineContract({
    method: 'GET',
    path: '/api/account/ai-settings',
    permission: 'settings.read',
    tags,
    summary: "The account's own AI provider, model and whether a key is set (the key itself is never answered)",
    responses: { 200: accountAiSettingsSchema },
  }),
  updateSettings: defineContract({
    method: 'PUT',
    path: '/api/account/ai-settings',
    permission: 'settings.update',
    tags,
    summary: "Set the account's own AI provider and key (stored encrypted), used instead of the server's; provider null removes them",
    body: accountAiSettingsUpdateSchema,
    responses: { 200: accountAiSettingsSchema },
  }),
};
