// DESIGN.md: every walk of client data has a depth limit. Bodies are checked once, when they are parsed:
// nothing the API accepts nests deeper than MAX_JSON_DEPTH, so the walks after it (validation, sanitising,
// comparing, storing) never recurse further; the walks of core check it too, for data that comes
// from elsewhere.

/**
 * How deeply a JSON value the API accepts may nest (arrays and objects). The deepest real body, a slide
 * save of the deepest catalogue template, nests about a dozen levels.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether `value` nests deeper than `limit` arrays and objects. Counted with a list, not recursion. */
export function jsonDepthExceeds(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next.value === null || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(next.value)) {
      if (child !== null && typeof child === 'object') pending.push({ value: child, depth });
    }
  }
  return false;
}

/** The message of a body refused for its nesting. */
export const JSON_TOO_DEEP_MESSAGE = `The request nests lists or objects more than ${MAX_JSON_DEPTH} levels deep.`;
