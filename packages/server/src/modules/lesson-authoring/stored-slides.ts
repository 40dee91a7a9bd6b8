import { hash } from 'node:crypto';

/** A slide ready for lesson_slide_contents: its JSON text, made once for the database and the answer, and that text's hash. */
export interface StoredSlide {
  id: string;
  json: string;
  hash: string;
}

// SHA-256, not a faster checksum: a matching hash skips a slide's write, so it must not be forgeable.
// crypto.hash: one call per slide, without a Hash object each (a measurable share of a 200-slide save).
export const hashOf = (json: string) => hash('sha256', json, 'base64url');

/** The deck as JSON text (the answer's `slides`). */
export function deckJson(slides: readonly StoredSlide[]): string {
  return `[${slides.map((slide) => slide.json).join(',')}]`;
}

/** What a save writes: the slides whose hash differs from the stored one (or that are new), and the ids no longer in the deck. */
export function slideChanges(
  slides: readonly StoredSlide[],
  storedHashes: ReadonlyMap<string, string>,
): { changed: StoredSlide[]; removedIds: string[] } {
  const kept = new Set(slides.map((slide) => slide.id));
  return {
    changed: slides.filter((slide) => storedHashes.get(slide.id) !== slide.hash),
    removedIds: [...storedHashes.keys()].filter((id) => !kept.has(id)),
  };
}

/** The changed slides as one JSON parameter, `[{ id, slide }]`, reusing each slide's text. */
export function changedSlidesParameter(changed: readonly StoredSlide[]): string {
  return `[${changed.map((slide) => `{"id":${JSON.stringify(slide.id)},"slide":${slide.json}}`).join(',')}]`;
}

/** The stored deck's hashes by slide id, from the deck row's two parallel lists. */
export function storedHashesOf(slideIds: readonly string[] | null, slideHashes: readonly string[] | null): Map<string, string> {
  const hashes = new Map<string, string>();
  slideIds?.forEach((id, index) => {
    hashes.set(id, slideHashes?.[index] ?? '');
  });
  return hashes;
}
