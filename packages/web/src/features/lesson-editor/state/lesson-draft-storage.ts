import type { Slide } from '@slidewise/core';
import { createDraftStorage } from '../../../ui/saving/draft-storage.ts';

/**
 * DESIGN.md "No lost work": the slides of a lesson with unsaved edits, kept in the browser until a save
 * confirms them, with the identifier of the saved state they were made on (another identifier on return
 * means the lesson was saved elsewhere since: the author chooses, nothing is overwritten silently).
 */
export interface LessonDraft {
  basedOn: string | null;
  slides: Slide[];
  language: string;
  /** When the draft was written (ISO), to tell the author how old restored edits are. */
  keptAt: string;
}

export const lessonDrafts = createDraftStorage<LessonDraft>('slidewise.lessonDraft.', (stored) => {
  if (!stored || typeof stored !== 'object') return null;
  const { basedOn, slides, language, keptAt } = stored as Partial<LessonDraft>;
  if (!(basedOn === null || typeof basedOn === 'string')) return null;
  if (!Array.isArray(slides) || typeof language !== 'string' || typeof keptAt !== 'string') return null;
  // A draft written by hand or by an older app may hold anything: only slide-shaped entries come back.
  if (!slides.every((slide) => slide && typeof slide === 'object' && typeof slide.id === 'string' && typeof slide.type === 'string'))
    return null;
  return { basedOn, slides, language, keptAt };
});
