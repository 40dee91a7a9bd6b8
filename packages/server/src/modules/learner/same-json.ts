import { jsonDepthExceeds } from '@slidewise/core';

// Whether two JSON values are the same, whatever the order of their keys: the database hands jsonb back
// with its keys reordered, so a re-sent result must not differ from the stored one by key order alone.
// A value deeper than the API accepts (one stored before the limit) is never the same as another: the
// walk below recurses, so it only runs on values within the limit.
export function sameJson(left: unknown, right: unknown): boolean {
  if (jsonDepthExceeds(left) || jsonDepthExceeds(right)) return false;
  return canonical(left) === canonical(right);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
