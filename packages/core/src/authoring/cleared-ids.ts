import { MAX_JSON_DEPTH } from '../api/json-depth.ts';

// Authoring §4: "a duplicate gets a cleared id". An element's id names a question or an answer in the
// lesson's results, so a copy must not carry it: every `id` inside the copy is cleared (the element's own
// and those of elements nested in it, such as a jeopardy category's questions), and the next save's
// question derivation gives each a fresh one.

/** The key under which a slide's data keeps an element's id. */
export const ELEMENT_ID_KEY = 'id';

/** What a cleared id holds: empty, as a new element's id before its first save. */
export const CLEARED_ID = '';

/**
 * A deep copy of `value` in which every string `id` is cleared. Past the API's depth limit (data no save
 * would accept) the rest is kept as it is instead of walked.
 */
export function copyWithClearedIds<T>(value: T, depth = 0): T {
  if (typeof value !== 'object' || value === null || depth > MAX_JSON_DEPTH) return value;
  if (Array.isArray(value)) return value.map((entry) => copyWithClearedIds(entry, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    copy[key] = key === ELEMENT_ID_KEY && typeof entry === 'string' ? CLEARED_ID : copyWithClearedIds(entry, depth + 1);
  }
  return copy as T;
}
