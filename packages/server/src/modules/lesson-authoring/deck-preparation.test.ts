import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lessonAuthoringSaveBodySchema } from '@slidewise/core';
import { prepareDeck } from './deck-preparation.ts';
import { SlideValidationError, type IncomingSlide } from './slide-preparation.ts';
import { hashOf } from './stored-slides.ts';
import {
  exampleSlide,
  templateWithHtml,
  templateWithQuestionIdsOutsideData,
  templateWithQuestions,
  templateWithRequiredList,
} from './test-slides.ts';

const newId = () => randomUUID();

/** What the editor sends back after a save: the stored slides, as the body schema reads them. */
const sentBack = (slides: unknown[]) =>
  lessonAuthoringSaveBodySchema.parse({ slides, latestSavedSlidesStateIdentifier: null }).slides as IncomingSlide[];

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
    const legacy = sentBack([
      { ...exampleSlide(template.type, 'legacy'), data: { ...exampleSlide(template.type, 'legacy').data, [field]: [] } },
    ])[0]!;
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

  it('derives only what changed, with the same result as deriving the whole deck', () => {
    const quiz = templateWithQuestions().type;
    const first = prepareDeck(
      sentBack([exampleSlide('title', 'a'), exampleSlide(quiz, 'q1'), exampleSlide(quiz, 'q2'), exampleSlide('title', 'z')]),
      new Map(),
      newId,
    );
    const hashes = new Map(first.stored.map((slide) => [slide.id, slide.hash]));
    const back = sentBack(first.slides);
    const edited = [back[0]!, { ...back[1]!, name: 'Edited' }, back[2]!, back[3]!];
    const partly = prepareDeck(edited, hashes, newId);
    expect(partly.slides).toEqual(prepareDeck(edited, new Map(), newId).slides);
    // The slides kept are the very objects sent; only the edited one was written anew.
    expect(partly.slides[2]).toBe(edited[2]);
    expect(partly.stored.filter((slide, index) => slide.hash !== first.stored[index]!.hash).map((slide) => slide.id)).toEqual(['q1']);
    // Moved slides are numbered by their new place.
    const moved = prepareDeck([back[3]!, back[0]!, back[1]!, back[2]!], hashes, newId);
    expect(moved.slides.map((slide) => [slide.id, slide.displayIndex])).toEqual([
      ['z', 1],
      ['a', 2],
      ['q1', 3],
      ['q2', 4],
    ]);
  });

  it('keeps question ids unique across the deck when a changed slide brings the ids of a kept one', () => {
    const quiz = templateWithQuestionIdsOutsideData().type;
    const first = prepareDeck(sentBack([exampleSlide(quiz, 'original')]), new Map(), newId);
    const hashes = new Map(first.stored.map((slide) => [slide.id, slide.hash]));
    const [original] = sentBack(first.slides);
    // A copy that kept the original's derived questions (as a careless client might send it).
    const copy = { ...exampleSlide(quiz, 'copy'), metadata: original!.metadata };
    const deck = prepareDeck([original!, ...sentBack([copy])], hashes, newId);
    const ids = deck.slides.flatMap((slide) => slide.metadata.questions.map((question) => question.questionDetails.questionId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(deck.slides[0]!.metadata.questions).toEqual(first.slides[0]!.metadata.questions);
  });

  it('drops null entries of the deck and of its slides’ lists, and numbers the slides from 1', () => {
    const slides = prepareDeck(
      [null, sentBack([exampleSlide('title', 'a')])[0]!, null, sentBack([exampleSlide('title', 'b')])[0]!],
      new Map(),
      newId,
    ).slides;
    expect(slides.map((slide) => [slide.id, slide.displayIndex])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });
});
