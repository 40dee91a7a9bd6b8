// A save's answer carries the slides as stored: what the server derived (question records, displayIndex,
// fresh ids for placeholders, default weighting) on top of what was sent. The author may have edited
// while the save was in flight, so the answer is not taken as is: what the server changed is laid under
// the current slides wherever the author has not changed the same value since (a three-way merge of
// sent, stored and current). Unchanged branches keep their identity, so nothing re-renders for nothing.
import type { Slide } from '../entities/slide.ts';
import { deepEqual } from './deep-equal.ts';

/**
 * The current slides with the server's changes to the sent slides applied where the author has not
 * changed the same value since. Slides are matched by id: a slide added while saving has nothing derived
 * yet, and one deleted while saving stays deleted.
 */
export function mergeServerSlides(sent: readonly Slide[], stored: readonly Slide[], current: readonly Slide[]): readonly Slide[] {
  const sentById = new Map(sent.map((slide) => [slide.id, slide]));
  const storedById = new Map(stored.map((slide) => [slide.id, slide]));
  let changed = false;
  const merged = current.map((slide) => {
    const base = sentById.get(slide.id);
    const theirs = storedById.get(slide.id);
    if (base === undefined || theirs === undefined) return slide;
    const result = mergeValue(base, theirs, slide) as Slide;
    if (result !== slide) changed = true;
    return result;
  });
  return changed ? merged : current;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeValue(base: unknown, theirs: unknown, mine: unknown): unknown {
  if (theirs === base) return mine;
  if (isObject(base) && isObject(theirs) && isObject(mine)) return mergeObject(base, theirs, mine);
  if (Array.isArray(base) && Array.isArray(theirs) && Array.isArray(mine) && sameLength(base, theirs, mine)) {
    return mergeArray(base, theirs, mine);
  }
  if (deepEqual(theirs, base)) return mine;
  if (mine === base || deepEqual(mine, base)) return theirs;
  return mine; // both changed the same value: the author's edit wins, the next save derives again
}

function sameLength(a: readonly unknown[], b: readonly unknown[], c: readonly unknown[]): boolean {
  return a.length === b.length && b.length === c.length;
}

function mergeObject(
  base: Record<string, unknown>,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
): Record<string, unknown> {
  let result: Record<string, unknown> | undefined;
  for (const key of new Set([...Object.keys(base), ...Object.keys(theirs), ...Object.keys(mine)])) {
    const value = mergeValue(base[key], theirs[key], mine[key]);
    if (value === mine[key]) continue;
    result ??= { ...mine };
    if (value === undefined) delete result[key];
    else result[key] = value;
  }
  return result ?? mine;
}

function mergeArray(base: readonly unknown[], theirs: readonly unknown[], mine: readonly unknown[]): readonly unknown[] {
  let result: unknown[] | undefined;
  mine.forEach((element, index) => {
    const value = mergeValue(base[index], theirs[index], element);
    if (value === element) return;
    result ??= [...mine];
    result[index] = value;
  });
  return result ?? mine;
}
