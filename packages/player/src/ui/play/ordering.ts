// Orders the preview shows. Play mode randomises; the preview must not jump on every keystroke, so a
// "shuffled" list here is scrambled the same way every time for the same content.

/**
 * Answers containing "the above" ("all of the above", "none of the above") go last (templates §3.1);
 * Spanish lessons say it as "las anteriores" / "los anteriores" ("todas las anteriores", "ninguna de las anteriores").
 */
export function aboveLast<Item>(items: readonly Item[], textOf: (item: Item) => string): Item[] {
  const isAbove = (item: Item) => /\bthe above\b|\b(las|los) anteriores\b/i.test(textOf(item));
  return [...items.filter((item) => !isAbove(item)), ...items.filter(isAbove)];
}

/** How many scrambles are tried; the one that keeps fewest of the author's neighbours wins. */
const SCRAMBLE_TRIES = 8;

/**
 * The items in a scrambled order that depends only on their keys, never the author's order when more
 * than one item differs (a jumble that spells its word, or tiles already in order, give the game away).
 * Of a few candidates, the one keeping the fewest author's neighbours side by side is taken, so a
 * sentence's words do not still read in runs.
 */
export function stableScramble<Item>(items: readonly Item[], keyOf: (item: Item) => string): Item[] {
  const key = items.map(keyOf).join('\u0000');
  const indices = items.map((_, index) => index);
  let best: number[] = indices;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < SCRAMBLE_TRIES && bestScore > 0; attempt += 1) {
    const candidate = shuffle(indices, seededRandom(attempt === 0 ? key : `${key}\u0000${attempt}`));
    const score = keptNeighbours(candidate, items, keyOf);
    if (score < bestScore && !sameOrder(candidate, items, keyOf)) {
      best = candidate;
      bestScore = score;
    }
  }
  if (bestScore === Number.POSITIVE_INFINITY && new Set(items.map(keyOf)).size > 1) {
    // Rotating by one moves every item that differs from its neighbour.
    best = [...indices.slice(1), indices[0]!];
  }
  return best.map((index) => items[index]!);
}

function shuffle(indices: readonly number[], random: () => number): number[] {
  const shuffled = [...indices];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled;
}

// Pairs that still stand as the author wrote them: item k directly followed by item k + 1.
function keptNeighbours<Item>(order: readonly number[], items: readonly Item[], keyOf: (item: Item) => string): number {
  let kept = 0;
  for (let position = 0; position + 1 < order.length; position += 1) {
    const here = order[position]!;
    const next = order[position + 1]!;
    if (here + 1 < items.length && keyOf(items[next]!) === keyOf(items[here + 1]!)) kept += 1;
  }
  return kept;
}

function sameOrder<Item>(order: readonly number[], items: readonly Item[], keyOf: (item: Item) => string): boolean {
  return order.every((index, position) => keyOf(items[index]!) === keyOf(items[position]!));
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
