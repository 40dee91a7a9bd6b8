import { incompleteSlidesPayloadSchema, type IncompleteSlide } from '@slidewise/core';
import { isApiError } from '../../../api/index.ts';

/** The slides of this lesson a refused publish (409 incomplete_slides) names, or null for any other failure. */
export function refusedSlidesOf(error: unknown, lessonId: string): IncompleteSlide[] | null {
  if (!isApiError(error, 409)) return null;
  const payload = incompleteSlidesPayloadSchema.safeParse({ message: error.serverMessage ?? '', code: error.code, details: error.details });
  if (!payload.success) return null;
  return payload.data.details.lessons.find((lesson) => lesson.lessonId === lessonId)?.slides ?? [];
}
