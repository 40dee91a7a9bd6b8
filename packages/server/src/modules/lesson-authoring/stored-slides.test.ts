import { describe, expect, it } from 'vitest';
import { defaultSlide, type Slide } from '@slidewise/core';
import { changedSlidesParameter, deckJson, hashOf, slideChanges, storedHashesOf, type StoredSlide } from './stored-slides.ts';

const toStoredSlides = (slides: readonly Slide[]): StoredSlide[] =>
  slides.map((slide) => ({ id: slide.id, json: JSON.stringify(slide), hash: hashOf(JSON.stringify(slide)) }));

const slides = [
  defaultSlide({ id: 'a', type: 'title', data: { title: 'A' } }),
  defaultSlide({ id: 'b"{,}\\', type: 'title', data: { title: 'B' } }),
];

describe('stored slides', () => {
  it('serialises each slide once; the deck and the write parameter are valid JSON of the same slides', () => {
    const stored = toStoredSlides(slides);
    expect(JSON.parse(deckJson(stored))).toEqual(slides);
    expect(JSON.parse(changedSlidesParameter(stored))).toEqual(stored.map((slide, index) => ({ id: slide.id, slide: slides[index] })));
    expect(deckJson([])).toBe('[]');
  });

  it('hashes the content: equal slides hash alike, any change changes the hash', () => {
    const [first] = toStoredSlides([slides[0]!]);
    expect(toStoredSlides([structuredClone(slides[0]!)])[0]!.hash).toBe(first!.hash);
    expect(toStoredSlides([{ ...slides[0]!, name: 'renamed' }])[0]!.hash).not.toBe(first!.hash);
    expect(toStoredSlides([{ ...slides[0]!, displayIndex: 2 }])[0]!.hash).not.toBe(first!.hash);
  });

  it('writes only new and changed slides, and removes the ones left out', () => {
    const stored = toStoredSlides(slides);
    const before = new Map([
      ['a', stored[0]!.hash],
      ['gone', 'x'],
      [stored[1]!.id, 'stale'],
    ]);
    const { changed, removedIds } = slideChanges(stored, before);
    expect(changed.map((slide) => slide.id)).toEqual([stored[1]!.id]);
    expect(removedIds).toEqual(['gone']);
    expect(slideChanges(stored, new Map()).changed).toHaveLength(2);
  });

  it('reads the stored hashes from the deck row (a migrated deck has empty ones, which match nothing)', () => {
    expect(storedHashesOf(['a', 'b'], ['h1', ''])).toEqual(
      new Map([
        ['a', 'h1'],
        ['b', ''],
      ]),
    );
    expect(storedHashesOf(null, null)).toEqual(new Map());
  });
});
