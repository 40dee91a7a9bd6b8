// Orders the preview shows. Play mode randomises; the preview must not jump on every keystroke, so a
// "shuffled" list here is scrambled the same way every time for the same content.

/** Answers containing "the above" ("all of the above", "none of the above") go last (templates §3.1). */
export function aboveLast<Item>(items: readonly Item[], textOf: (item: Item) => string): Item[] {
  const isAbove = (item: Item) => /\bthe above\b/i.test(textOf(item));
  return [...items.filter((item) => !isAbove(item)), ...items.filter(isAbove)];
}

/**
 * The items in a scrambled order that depends only on their keys, never the author's order when more
 * than one item differs (a jumble that spells its word, or tiles already in order, gives the game away).
 */
export function stableScramble<Item>(items: readonly Item[], keyOf: (item: Item) => string): Item[] {
  const random = seededRandom(items.map(keyOf).join('\u0000'));
  const scrambled = [...items];
  for (let index = scrambled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [scrambled[index], scrambled[other]] = [scrambled[other]!, scrambled[index]!];
  }
  const unchanged = scrambled.every((item, index) => keyOf(item) === keyOf(items[index]!));
  if (unchanged && new Set(items.map(keyOf)).size > 1) {
    // Rotating by one moves every item that differs from its neighbour.
    scrambled.push(scrambled.shift()!);
  }
  return scrambled;
}

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** Numbers in [0, 1) that depend only on the key: the same key gives the same run. */
export function seededRandom(key: string): () => number {
  // mulberry32: small, fast and good enough to scramble a handful of tiles or fill a letter grid.
  let state = hash(key);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
