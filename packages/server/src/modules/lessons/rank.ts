// Lesson order is a fractional index (docs/decisions.md): ranks are strings of base-36 digits compared
// byte by byte, and a new rank can always be made between two others, so moving one lesson rewrites
// one row. Ranks we make never end in the smallest digit, which keeps room below every rank.
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A rank strictly between `before` and `after`; null means the start or the end of the list. */
export function rankBetween(before: string | null, after: string | null): string {
  const lower = before ?? '';
  if (after !== null && !(lower < after)) throw new Error(`No rank fits between "${lower}" and "${after}".`);
  return midpoint(lower, after);
}

function midpoint(lower: string, upper: string | null): string {
  if (upper !== null) {
    // Skip the common prefix; the lower bound reads as padded with the smallest digit.
    let common = 0;
    while ((lower[common] ?? DIGITS[0]) === upper[common]) common += 1;
    if (common > 0) return upper.slice(0, common) + midpoint(lower.slice(common), upper.slice(common));
  }
  const lowDigit = lower ? DIGITS.indexOf(lower[0]!) : 0;
  const highDigit = upper !== null ? DIGITS.indexOf(upper[0]!) : DIGITS.length;
  if (highDigit - lowDigit > 1) return DIGITS[Math.round((lowDigit + highDigit) / 2)]!;
  // Adjacent first digits: a longer upper bound leaves room right at its first digit…
  if (upper !== null && upper.length > 1) return upper.slice(0, 1);
  // …otherwise keep the lower digit and go one level deeper, unbounded above.
  return DIGITS[lowDigit]! + midpoint(lower.slice(1), null);
}

/** `count` ascending ranks strictly between `before` and `after`, spread so later inserts stay short. */
export function ranksBetween(before: string | null, after: string | null, count: number): string[] {
  if (count <= 0) return [];
  const middle = rankBetween(before, after);
  const below = Math.floor((count - 1) / 2);
  return [...ranksBetween(before, middle, below), middle, ...ranksBetween(middle, after, count - 1 - below)];
}

/**
 * New ranks for a list put in `order` (ids), given each id's current rank: the longest run of lessons
 * already in the right relative order keeps its ranks; only the others get new ones. Answers the
 * changed ranks only, so a drag of one lesson writes one row.
 */
export function ranksForOrder(order: readonly string[], currentRank: ReadonlyMap<string, string>): Map<string, string> {
  const ranks = order.map((id) => currentRank.get(id)!);
  const kept = longestIncreasingRun(ranks);
  const changed = new Map<string, string>();
  let index = 0;
  while (index < order.length) {
    if (kept.has(index)) {
      index += 1;
      continue;
    }
    const start = index;
    while (index < order.length && !kept.has(index)) index += 1;
    const before = start > 0 ? ranks[start - 1]! : null;
    const after = index < order.length ? ranks[index]! : null;
    const fresh = ranksBetween(before, after, index - start);
    fresh.forEach((rank, offset) => {
      ranks[start + offset] = rank;
      changed.set(order[start + offset]!, rank);
    });
  }
  return changed;
}

/** Positions of a longest strictly increasing subsequence (patience sorting, O(n log n)). */
function longestIncreasingRun(values: readonly string[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index]!) kept.add(index);
  return kept;
}
