import { z } from 'zod';
import { entityIdSchema, slideSchema } from './domain.ts';

// Issue 17: courses, lessons and slides written by a language model. A course is outlined first (the
// author reviews and edits the outline), then generated lesson by lesson on the job queue.

export const AI_MAX_LESSONS = 10;
export const AI_PROMPT_MAX_LENGTH = 2000;

const promptText = (max: number) => z.string().trim().min(1).max(max);

/** What the author asks for: the course's topic and who it is for. */
export const aiCourseRequestSchema = z.object({
  topic: promptText(AI_PROMPT_MAX_LENGTH),
  audience: promptText(300).default('Employees new to the topic'),
  tone: promptText(100).default('Friendly and practical'),
  lessonCount: z.number().int().min(1).max(AI_MAX_LESSONS).default(3),
  /** The language the course is written in (BCP 47, e.g. en-US, es-ES). */
  language: z.string().trim().min(2).max(20).default('en-US'),
});
export type AiCourseRequest = z.infer<typeof aiCourseRequestSchema>;

export const aiOutlineLessonSchema = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(1000),
});

/** The course's plan: its title and description and one entry per lesson, in order. */
export const aiCourseOutlineSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000),
  lessons: z.array(aiOutlineLessonSchema).min(1).max(AI_MAX_LESSONS),
});
export type AiCourseOutline = z.infer<typeof aiCourseOutlineSchema>;

/** Tokens the provider reported; null where it reported none. */
export const aiUsageSchema = z.object({
  inputTokens: z.number().int().nullable(),
  outputTokens: z.number().int().nullable(),
  totalTokens: z.number().int().nullable(),
});
export type AiUsageInfo = z.infer<typeof aiUsageSchema>;

export const aiOutlineResponseSchema = z.object({ outline: aiCourseOutlineSchema, usage: aiUsageSchema });
export type AiOutlineResponse = z.infer<typeof aiOutlineResponseSchema>;

/** POST /api/courses/ai/generations: the request and the outline as the author left it. */
export const aiCourseGenerationBodySchema = z.object({ request: aiCourseRequestSchema, outline: aiCourseOutlineSchema });
export type AiCourseGenerationBody = z.input<typeof aiCourseGenerationBodySchema>;

/** A run's state; Stopped is the author's stop (the course keeps the lessons made). */
export const aiGenerationRunStatuses = ['Generating', 'Generated', 'Failed', 'Stopped'] as const;

export const aiCourseGenerationSchema = z.object({
  courseId: entityIdSchema,
  status: z.enum(aiGenerationRunStatuses),
  outline: aiCourseOutlineSchema,
  lessonsDone: z.number().int().min(0),
  lessonsTotal: z.number().int().min(1),
  /** The lessons made so far, in order. */
  lessonIds: z.array(entityIdSchema),
  /** A failed run's message, code and details, as the API error of the failure would carry them. */
  failureReason: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureDetails: z.object({ reason: z.string() }).nullable(),
  usage: aiUsageSchema,
});
export type AiCourseGeneration = z.infer<typeof aiCourseGenerationSchema>;

/** POST /api/course/{courseId}/lessons/ai: one lesson, written at once into the course. */
export const aiLessonBodySchema = z.object({
  prompt: promptText(AI_PROMPT_MAX_LENGTH),
  language: z.string().trim().min(2).max(20).default('en-US'),
});
export type AiLessonBody = z.input<typeof aiLessonBodySchema>;

export const aiLessonResponseSchema = z.object({ lessonId: entityIdSchema, slideCount: z.number().int(), usage: aiUsageSchema });
export type AiLessonResponse = z.infer<typeof aiLessonResponseSchema>;

/** What the lesson editor asks of the selected slide. */
export const aiSlideActions = ['improve', 'quiz', 'shorter'] as const;
export type AiSlideAction = (typeof aiSlideActions)[number];

export const aiSlideBodySchema = z.object({
  action: z.enum(aiSlideActions),
  slide: slideSchema,
  language: z.string().trim().min(2).max(20).default('en-US'),
});
export type AiSlideBody = z.input<typeof aiSlideBodySchema>;

/** The slide to put in place of (improve, shorter) or after (quiz) the selected one; the editor applies it as one step. */
export const aiSlideResponseSchema = z.object({ slide: slideSchema, usage: aiUsageSchema });
export type AiSlideResponse = z.infer<typeof aiSlideResponseSchema>;

/** The providers an account may set its own key for (the server's AI_PROVIDER values). */
export const aiProviderKinds = ['openai', 'openai-compatible', 'anthropic'] as const;

/** GET /api/account/ai-settings: the account's own provider; the key is never sent back, only whether one is set. */
export const accountAiSettingsSchema = z.object({
  provider: z.enum(aiProviderKinds).nullable(),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  keySet: z.boolean(),
  /** Whether the server has its own provider, used when the account has none. */
  serverConfigured: z.boolean(),
});
export type AccountAiSettings = z.infer<typeof accountAiSettingsSchema>;

/** PUT /api/account/ai-settings: provider null removes the account's own settings (the server's are used again). */
export const accountAiSettingsUpdateSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.null() }),
  z.object({
    provider: z.enum(aiProviderKinds),
    baseUrl: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullable()
      .default(null),
    model: z.string().trim().min(1).max(200),
    /** Left out keeps the stored key; a new key replaces it. */
    apiKey: z.string().trim().min(1).max(500).optional(),
  }),
]);
export type AccountAiSettingsUpdate = z.input<typeof accountAiSettingsUpdateSchema>;
