// The Published decks learners play, held in memory: every result is scored on its slide of the deck,
// and reading and parsing the whole deck again for each of a lesson's results was most of their cost.
import { LRUCache } from 'lru-cache';
import { slideSchema, slideScoring, type Slide, type SlideScoring } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { readSlidesState } from '../lesson-authoring/repo.ts';

export interface PublishedDeck {
  /** The deck's state identifier, which every save of the slides changes and publishing copies; null without a deck. */
  identifier: string | null;
  /** A slide damaged in storage is left out rather than break the player. */
  slides: Slide[];
  language: string;
  scoringBySlide: ReadonlyMap<string, SlideScoring>;
  /** The slides by id: a result's answers are checked against its slide (core's answersDisagree). */
  slideById: ReadonlyMap<string, Slide>;
}

// Counted in slides, since a deck is as big as its slides: a few kB each parsed, so tens of MB at most —
// several hundred lessons of a dozen slides played at once, or fifty of 200.
const MAXIMUM_SLIDES = 10_000;

/** The lesson's Published deck as the database holds it now. */
export async function readPublishedDeck(db: Executor, lessonId: string): Promise<PublishedDeck> {
  const state = await readSlidesState(db, lessonId, 'Published');
  const slides = (state?.slides ?? []).flatMap((slide) => {
    const parsed = slideSchema.safeParse(slide);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    identifier: state?.stateIdentifier ?? null,
    slides,
    language: state?.language ?? 'en-US',
    scoringBySlide: new Map(slides.map((slide) => [slide.id, slideScoring(slide)])),
    slideById: new Map(slides.map((slide) => [slide.id, slide])),
  };
}

/**
 * The last Published deck read of each lesson, kept with its identifier. A caller names the identifier the
 * database holds now (read beside what it needed anyway), so a deck is served only while it is still the
 * Published one, whichever server published since: the key is coherent without any invalidation.
 */
export function createPublishedDecks(maximumSlides = MAXIMUM_SLIDES) {
  // An empty deck still takes an entry's room.
  const decks = new LRUCache<string, PublishedDeck>({ maxSize: maximumSlides, sizeCalculation: (deck) => Math.max(1, deck.slides.length) });
  return {
    async deckOf(db: Executor, lessonId: string, identifier: string | null): Promise<PublishedDeck> {
      const held = decks.get(lessonId);
      if (held && identifier !== null && held.identifier === identifier) return held;
      const deck = await readPublishedDeck(db, lessonId);
      if (deck.identifier !== null) decks.set(lessonId, deck);
      return deck;
    },

    /** The deck last read of the lesson, maybe no longer the Published one: a write that relies on it names its identifier. */
    lastRead(lessonId: string): PublishedDeck | undefined {
      return decks.get(lessonId);
    },
  };
}
export type PublishedDecks = ReturnType<typeof createPublishedDecks>;
