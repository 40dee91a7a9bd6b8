import { z } from 'zod';
import { aiUsageSchema } from './ai-generation.ts';

// Issue 17: creating a course or a lesson from an uploaded document (ai-document: pptx, docx, pdf) or
// presentation (powerpoint: pptx, each slide a slide). The file is uploaded first through the media
// calls; the conversion names it. It runs in the background: the answer is the conversion, whose status
// is then read until it is done or failed.

export const documentConversionStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type DocumentConversionStatus = (typeof documentConversionStatuses)[number];

export const documentConversionBodySchema = z.object({
  /** The uploaded file (a ready media item of content type powerpoint or ai-document). */
  mediaId: z.string().min(1).max(100),
});
export type DocumentConversionBody = z.infer<typeof documentConversionBodySchema>;

export const documentConversionParamsSchema = z.object({ conversionId: z.string().min(1).max(100) });

export const documentConversionSchema = z.object({
  id: z.string(),
  status: z.enum(documentConversionStatuses),
  /** presentation: each slide a slide; document: its structure (or, with AI, the model) makes the slides. */
  source: z.enum(['presentation', 'document']),
  target: z.enum(['course', 'lesson']),
  /** The course made, or the course the lesson went into; null until there is one. */
  courseId: z.string().nullable(),
  /** The first lesson made; null until there is one. */
  lessonId: z.string().nullable(),
  lessonCount: z.number().int(),
  slideCount: z.number().int(),
  /** Whether a model built the slides (an AI provider is configured and the file is a document). */
  usedAi: z.boolean(),
  /** Tokens the provider reported over the model's calls, failed attempts included; null counts without a model or a report. */
  usage: aiUsageSchema,
  /** Why it failed, when it did: the message says what to do; an AI failure (ai_failed) gives its reason as an API error does. */
  error: z.object({ code: z.string(), message: z.string(), details: z.object({ reason: z.string() }).optional() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentConversion = z.infer<typeof documentConversionSchema>;
