import { MAX_JSON_DEPTH } from '../api/json-depth.ts';

// Structural equality of JSON-like values (slides as the editor and the server exchange them). Values
// nesting deeper than any the API accepts are never called equal: comparing stops there, and the save or
// merge it decides goes ahead (where the server refuses the value with a 400).

export function deepEqual(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return Number.isNaN(a) && Number.isNaN(b);
  }
  if (depth >= MAX_JSON_DEPTH) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((value, index) => deepEqual(value, other[index], depth + 1));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  const otherKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return keys.length === otherKeys.length && keys.every((key) => Object.hasOwn(right, key) && deepEqual(left[key], right[key], depth + 1));
}
