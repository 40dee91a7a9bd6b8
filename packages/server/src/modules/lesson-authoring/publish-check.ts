import {
  describeIncompleteLessons,
  INCOMPLETE_SLIDES_ERROR,
  incompleteSlidesOf,
  type CheckedSlide,
  type IncompleteLesson,
  type IncompleteSlidesPayload,
} from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { readDecksToCheck, readPublishedDecksOfCourse, type DeckToCheckRow } from './repo.ts';

/** The lessons among `decks` with slides that cannot be published yet, each with those slides. */
export function incompleteLessonsOf(decks: readonly DeckToCheckRow[]): IncompleteLesson[] {
  return decks.flatMap((deck) => {
    const slides = incompleteSlidesOf(deck.slides as CheckedSlide[]);
    return slides.length === 0 ? [] : [{ lessonId: deck.lessonId, lessonTitle: deck.lessonTitle, slides }];
  });
}

function assertComplete(decks: readonly DeckToCheckRow[]): void {
  const lessons = incompleteLessonsOf(decks);
  if (lessons.length === 0) return;
  const details: IncompleteSlidesPayload['details'] = { lessons };
  throw new HttpError(409, INCOMPLETE_SLIDES_ERROR, describeIncompleteLessons(lessons), details);
}

/**
 * DESIGN.md: drafts save whatever is still empty, and publishing checks it. Publishing lessons copies
 * their Latest slides to learners, so those must be finished: 409 `incomplete_slides` listing every
 * lesson, slide and field to fill, and nothing is published.
 */
export async function assertLatestSlidesComplete(db: Executor, lessonIds: readonly string[]): Promise<void> {
  assertComplete(await readDecksToCheck(db, lessonIds, 'Latest'));
}

/**
 * Publishing a course puts its published lessons' Published slides before learners. Those were checked
 * when they were published; this keeps a deck published before the check (or written by a seed or a
 * migration) from going live unfinished.
 */
export async function assertPublishedSlidesComplete(db: Executor, courseId: string): Promise<void> {
  assertComplete(await readPublishedDecksOfCourse(db, courseId));
}
