// A slide the learner could not play because something outside the lesson failed (no camera, a package
// or a page that cannot load) is skipped with the reason recorded in its result, so no device or network
// can trap a learner and staff can still tell a skip from an answer. The result is an ordinary one
// (`correct: null`, no points), sent like any other: nothing new is stored.
import { findSlideTemplate } from '../templates/catalogue.ts';

/** Why a slide was skipped. */
// Only slides that would otherwise hold the learner are skipped; a video or page that cannot load sits on a
// slide its own button already leaves.
export const slideSkipReasons = ['camera-unavailable', 'package-unavailable'] as const;
export type SlideSkipReason = (typeof slideSkipReasons)[number];

/** A skipped slide's `answers`. */
export interface SkippedSlideAnswers {
  skipped: SlideSkipReason;
}

export function skippedSlideAnswers(reason: SlideSkipReason): SkippedSlideAnswers {
  return { skipped: reason };
}

/** The reason a result's answers record a skip, or null for an answer (or anything else). */
export function slideSkipReason(answers: unknown): SlideSkipReason | null {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return null;
  const reason = (answers as Record<string, unknown>).skipped;
  return (slideSkipReasons as readonly unknown[]).includes(reason) ? (reason as SlideSkipReason) : null;
}

/**
 * Whether a slide waits for its own report before the learner moves on: a
 * SCORM package the author marked required for the lesson's completion (the default). Its package
 * reports completion, or the learner skips it when it cannot open. AICC cannot report (no HACP
 * service), so it never waits.
 */
export function waitsForReport(slide: { type: string; data?: Record<string, unknown> }): boolean {
  if (slide.type !== 'scorm' || !findSlideTemplate(slide.type)) return false;
  return slide.data?.isRequiredForLessonCompletion !== false;
}
