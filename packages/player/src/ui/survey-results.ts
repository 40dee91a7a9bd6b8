// How a survey sums up everyone's answers once the learner has submitted (social learning). Others'
// answers come from the server unvalidated and may predate an edit of the slide, so each reader keeps
// only what still fits the slide: an answer id it no longer has, a word it no longer asks about, a value
// that is not a number, is left out rather than miscounted.

/** Whole percentages that add up to exactly 100 (largest remainders take what rounding down lost). */
export function wholePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count / total) * 100);
  const percents = exact.map(Math.floor);
  const missing = 100 - percents.reduce((sum, percent) => sum + percent, 0);
  exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((left, right) => right.remainder - left.remainder || left.index - right.index)
    .slice(0, missing)
    .forEach(({ index }) => {
      percents[index] = (percents[index] ?? 0) + 1;
    });
  return percents;
}

/**
 * The share of learners (the learner included) who picked each answer of a multiple-choice survey.
 * A response is the list of picked answer ids; a learner who picked two answers counts once for each.
 */
export function answerShares(answerIds: readonly string[], others: readonly unknown[], mine: readonly string[]): number[] {
  const counts = answerIds.map(() => 0);
  const count = (response: unknown) => {
    if (!Array.isArray(response)) return;
    for (const id of new Set(response)) {
      const index = typeof id === 'string' ? answerIds.indexOf(id) : -1;
      if (index !== -1) counts[index] = (counts[index] ?? 0) + 1;
    }
  };
  others.forEach(count);
  count(mine);
  return wholePercents(counts);
}

/** The average value of a slider survey over the learner's and others' numeric answers within the scale. */
export function averageValue(others: readonly unknown[], mine: number, min: number, max: number): number {
  const values = [...others, mine].filter(
    (value): value is number =>
      typeof value === 'number' && Number.isFinite(value) && value >= Math.min(min, max) && value <= Math.max(min, max),
  );
  if (values.length === 0) return mine;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** One word's placement in a quadrant survey's response. */
export interface QuadrantPlacement {
  id: string;
  zone: number;
}

/**
 * For each word id, the zone most learners (the learner included) put it in; on a tie the lower zone
 * index wins so the summary does not flicker between renders. Words nobody placed are absent.
 */
export function mostCommonZones(
  wordIds: readonly string[],
  others: readonly unknown[],
  mine: readonly QuadrantPlacement[],
  zoneCount = 4,
): Map<string, number> {
  const counts = new Map(wordIds.map((id) => [id, Array.from({ length: zoneCount }, () => 0)]));
  const count = (response: unknown) => {
    if (!Array.isArray(response)) return;
    for (const placement of response) {
      if (typeof placement !== 'object' || placement === null) continue;
      const { id, zone } = placement as Record<string, unknown>;
      const zones = typeof id === 'string' ? counts.get(id) : undefined;
      if (!zones || typeof zone !== 'number' || !Number.isInteger(zone) || zone < 0 || zone >= zoneCount) continue;
      zones[zone] = (zones[zone] ?? 0) + 1;
    }
  };
  others.forEach(count);
  count(mine);
  const result = new Map<string, number>();
  for (const [id, zones] of counts) {
    const best = Math.max(...zones);
    if (best > 0) result.set(id, zones.indexOf(best));
  }
  return result;
}

/**
 * The written part of others' responses, newest last as the server sent them: a free-text survey's
 * response is a string, a contribution's is `{ text }`. Blank ones are left out.
 */
export function responseTexts(others: readonly unknown[]): string[] {
  return others
    .map((response) => {
      if (typeof response === 'string') return response;
      if (typeof response === 'object' && response !== null && typeof (response as Record<string, unknown>).text === 'string') {
        return (response as { text: string }).text;
      }
      return '';
    })
    .map((value) => value.trim())
    .filter((value) => value !== '');
}
