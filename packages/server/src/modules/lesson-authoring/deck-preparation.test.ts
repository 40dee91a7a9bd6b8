import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lessonAuthoringSaveBodySchema } from '@slidewise/core';
import { prepareDeck } from './deck-preparation.ts';
import { SlideValidationError, type IncomingSlide } from './slide-preparation.ts';
import { hashOf } from './stored-slides.ts';
import { exampleSlide, templateWithHtml, templateWithRequiredList } from './test-slides.ts';

const newId = () => randomUUID();

/** What the editor sends back after a save: the stored slides, as the body schema reads them. */
const sentBack = (slides: unknown[]) => lessonAuthoringSaveBodySchema.parse({ slides, latestSavedSlidesStateIdentifier: null }).slides as IncomingSlide[];

describe('prepareDeck', () => {
  it('stores each slide once as text with its hash, and a slide sent back unchanged serialises to the same text', () => {
    const first = prepareDeck(sentBack([exampleSlide('title', 'a'), exampleSlide(templateWithHtml().type, 'b')]), new Map(), newId);
    expect(first.stored.map((slide) => JSON.parse(slide.json))).toEqual(first.slides);
    for (const slide of first.stored) expect(slide.hash).toBe(hashOf(slide.json));

    const hashes = new Map(first.stored.map((slide) => [slide.id, slide.hash]));
    const again = prepareDeck(sentBack(first.slides), hashes, newId);
    expect(again.stored).toEqual(first.stored);
  });

  it('checks a slide again unless it is exactly what was stored under its id', () => {
    const { template, field } = templateWithRequiredList();
    // As if stored before the template's bounds were tightened: valid then, not now.
    const legacy = sentBack([{ ...exampleSlide(template.type, 'legacy'), data: { ...exampleSlide(template.type, 'legacy').data, [field]: [] } }])[0]!;
    const storedAs = new Map([['legacy', hashOf(JSON.stringify(legacy))]]);
    expect(prepareDeck([legacy], storedAs, newId).slides.map((slide) => slide.id)).toEqual(['legacy']);

    const edited = { ...legacy, name: 'edited' };
    expect(() => prepareDeck([edited], storedAs, newId)).toThrow(SlideValidationError);
    expect(() => prepareDeck([legacy], new Map([['legacy', 'another hash']]), newId)).toThrow(SlideValidationError);
    expect(() => prepareDeck([legacy], new Map(), newId)).toThrow(SlideValidationError);
  });

  it('still refuses a repeated id among unchanged slides, and sanitises an edited one', () => {
    const { type, field } = templateWithHtml();
    const first = prepareDeck(sentBack([exampleSlide(type, 'x')]), new Map(), newId);
    const hashes = new Map(first.stored.map((slide) => [slide.id, slide.hash]));
    const [stored] = sentBack(first.slides);
    expect(() => prepareDeck([stored!, stored!], hashes, newId)).toThrow(/already has the id "x"/);
    const edited = { ...stored!, data: { ...stored!.data, [field]: '<p>fine<script>alert(1)</script></p>' } };
    expect(prepareDeck([edited], hashes, newId).slides[0]!.data[field]).toBe('<p>fine</p>');
  });

  it('drops null entries of the deck and of its slides’ lists, and numbers the slides from 1', () => {
    const slides = prepareDeck([null, sentBack([exampleSlide('title', 'a')])[0]!, null, sentBack([exampleSlide('title', 'b')])[0]!], new Map(), newId).slides;
    expect(slides.map((slide) => [slide.id, slide.displayIndex])).toEqual([['a', 1], ['b', 2]]);
  });
});
