import { randomUUID } from 'node:crypto';
import { deriveQuestions, findSlideTemplate, stripNullEntries, type Slide } from '@slidewise/core';
import { assertSlidesValid, cleanSlide, type IncomingSlide } from './slide-preparation.ts';
import { hashOf, type StoredSlide } from './stored-slides.ts';

/**
 * The deck as it is stored: null entries dropped (authoring §5), every slide checked against its
 * template and its html sanitised, questions derived and displayIndex counted from 1 (templates §3.2),
 * each slide serialised once with its hash. Throws SlideValidationError (400) for the first slide that
 * does not fit.
 *
 * A slide sent back exactly as the server stored it (its text hashes to the stored hash of its id) was
 * checked and sanitised when it was stored, so it is not checked again: an autosave of a 200-slide
 * lesson that changed one slide checks one slide. Derivation still sees the whole deck, which numbers
 * the slides and keeps question ids unique across it.
 */
export function prepareDeck(
  incoming: readonly (IncomingSlide | null)[],
  storedHashes: ReadonlyMap<string, string>,
  newId: () => string = randomUUID,
): { slides: Slide[]; stored: StoredSlide[] } {
  // stripNullEntries reads only `data`, so slides still missing their derived parts may go through it.
  const slides = stripNullEntries(incoming.filter((slide): slide is IncomingSlide => slide !== null) as Slide[]) as IncomingSlide[];
  const sent = slides.map((slide) => {
    const storedHash = storedHashes.get(slide.id);
    if (storedHash === undefined) return undefined;
    const json = JSON.stringify(slide);
    const hash = hashOf(json);
    return { json, hash, unchanged: hash === storedHash };
  });
  assertSlidesValid(slides, (slideIndex) => sent[slideIndex]?.unchanged === true);
  const cleaned = slides.map((slide, index) => (sent[index]?.unchanged ? slide : cleanSlide(slide)));
  const derived = deriveQuestions(cleaned, findSlideTemplate, newId).map(inSchemaOrder);
  const stored = derived.map((slide, index): StoredSlide => {
    const before = sent[index];
    // Derivation gives an unchanged slide back as it was (same data, same place): its text and hash stand.
    if (before?.unchanged && derivedAsSent(slide, slides[index]!)) return { id: slide.id, json: before.json, hash: before.hash };
    const json = JSON.stringify(slide);
    return { id: slide.id, json, hash: before !== undefined && before.json === json ? before.hash : hashOf(json) };
  });
  return { slides: derived, stored };
}

/** Whether derivation left the slide as it was sent: every field equal, its data the very same object. */
function derivedAsSent(derived: Slide, sent: IncomingSlide): boolean {
  return (
    derived.data === sent.data &&
    derived.id === sent.id &&
    derived.type === sent.type &&
    derived.subtype === sent.subtype &&
    derived.name === sent.name &&
    derived.displayIndex === sent.displayIndex &&
    derived.templateName === sent.templateName &&
    derived.templateDescription === sent.templateDescription &&
    sameJson(derived.metadata, sent.metadata)
  );
}

/** Structural equality of JSON values, key order included (the stored text must stay the same text). */
function sameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left)) return Array.isArray(right) && left.length === right.length && left.every((value, index) => sameJson(value, right[index]));
  if (Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  const rightKeys = Object.keys(right);
  return (
    leftKeys.length === rightKeys.length &&
    leftKeys.every((key, index) => key === rightKeys[index] && sameJson((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]))
  );
}

/**
 * The slide with its fields in the order of the slide schema, the order a save's body is read in: an
 * unchanged slide sent back then serialises to the very text stored, and its hash says it is unchanged.
 */
function inSchemaOrder(slide: Slide): Slide {
  const { id, type, subtype, name, displayIndex, templateName, templateDescription, data, metadata } = slide;
  return { id, type, subtype, name, displayIndex, templateName, templateDescription, data, metadata };
}
