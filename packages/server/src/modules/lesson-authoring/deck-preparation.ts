import { randomUUID } from 'node:crypto';
import { deriveQuestions, findSlideTemplate, stripNullEntries, type Slide } from '@slidewise/core';
import { assertSlidesValid, cleanSlide, type IncomingSlide } from './slide-preparation.ts';
import { hashOf, type StoredSlide } from './stored-slides.ts';

interface SentSlide {
  json: string;
  hash: string;
  /** The text is exactly what the server stored under this slide's id. */
  unchanged: boolean;
}

/**
 * The deck as it is stored: null entries dropped (authoring §5), every slide checked against its
 * template and its html sanitised, questions derived and displayIndex counted from 1 (templates §3.2),
 * each slide serialised once with its hash. Throws SlideValidationError (400) for the first slide that
 * does not fit.
 *
 * A slide sent back exactly as the server stored it (its text hashes to the stored hash of its id) was
 * checked, sanitised and derived when it was stored, so an autosave of a 200-slide lesson that changed
 * one slide checks and derives that one (see deriveDeck for when the whole deck is derived again).
 */
export function prepareDeck(
  incoming: readonly (IncomingSlide | null)[],
  storedHashes: ReadonlyMap<string, string>,
  newId: () => string = randomUUID,
): { slides: Slide[]; stored: StoredSlide[] } {
  // stripNullEntries reads only `data`, so slides still missing their derived parts may go through it.
  const slides = stripNullEntries(incoming.filter((slide): slide is IncomingSlide => slide !== null) as Slide[]) as IncomingSlide[];
  const sent = slides.map((slide): SentSlide | undefined => {
    const storedHash = storedHashes.get(slide.id);
    if (storedHash === undefined) return undefined;
    const json = JSON.stringify(slide);
    const hash = hashOf(json);
    return { json, hash, unchanged: hash === storedHash };
  });
  assertSlidesValid(slides, (slideIndex) => sent[slideIndex]?.unchanged === true);
  const cleaned = slides.map((slide, index) => (sent[index]?.unchanged ? slide : cleanSlide(slide)));
  const derived = deriveDeck(cleaned, sent, newId);
  const stored = derived.map((slide, index): StoredSlide => {
    const before = sent[index];
    if (before?.unchanged && slide === slides[index]) return { id: slide.id, json: before.json, hash: before.hash };
    const json = JSON.stringify(slide);
    return { id: slide.id, json, hash: before !== undefined && before.json === json ? before.hash : hashOf(json) };
  });
  return { slides: derived, stored };
}

/**
 * Question derivation over the deck. A slide stored exactly so at the same place is its own derivation
 * (deriving it again gives it back), so only the others are derived — unless a question or answer id of
 * theirs is also one of the kept slides' ids: derivation keeps ids unique across the whole deck, so then
 * the whole deck is derived, exactly as if nothing had been kept.
 */
function deriveDeck(slides: readonly IncomingSlide[], sent: readonly (SentSlide | undefined)[], newId: () => string): Slide[] {
  const kept = (index: number) => sent[index]?.unchanged === true && slides[index]!.displayIndex === index + 1;
  const toDerive = slides.flatMap((_, index) => (kept(index) ? [] : [index]));
  if (toDerive.length === slides.length) return deriveQuestions(slides, findSlideTemplate, newId).map(inSchemaOrder);

  const derivedPart = deriveQuestions(
    toDerive.map((index) => slides[index]!),
    findSlideTemplate,
    newId,
  );
  const keptIds = new Set(slides.flatMap((slide, index) => (kept(index) ? questionIdsOf(slide as Slide) : [])));
  if (derivedPart.some((slide) => questionIdsOf(slide).some((id) => keptIds.has(id)))) {
    return deriveQuestions(slides, findSlideTemplate, newId).map(inSchemaOrder);
  }
  const result = slides.slice() as Slide[];
  toDerive.forEach((index, position) => {
    // Derived apart from the deck, so numbered in the part: its place in the deck decides.
    result[index] = inSchemaOrder({ ...derivedPart[position]!, displayIndex: index + 1 });
  });
  return result;
}

function questionIdsOf(slide: Slide): string[] {
  return slide.metadata.questions.flatMap((question) => [
    question.questionDetails.questionId,
    ...question.answers.map((answer) => answer.answerId),
  ]);
}

/**
 * The slide with its fields in the order of the slide schema, the order a save's body is read in: an
 * unchanged slide sent back then serialises to the very text stored, and its hash says it is unchanged.
 */
function inSchemaOrder(slide: Slide): Slide {
  const { id, type, subtype, name, displayIndex, templateName, templateDescription, data, metadata } = slide;
  return { id, type, subtype, name, displayIndex, templateName, templateDescription, data, metadata };
}
