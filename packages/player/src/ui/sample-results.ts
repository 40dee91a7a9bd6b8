// The answered state of a survey in the editor's preview shows what results will look like before
// any learner has answered. These example figures are labelled as such wherever they appear, and are
// never shown to a learner (play mode shows the real results, which a later issue passes in).

/** Example shares in whole percent that add up to 100, falling from the first answer to the last. */
export function sampleShares(count: number): number[] {
  if (count <= 0) return [];
  const weights = Array.from({ length: count }, (_, index) => count - index + 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (weight / total) * 100);
  const shares = exact.map(Math.floor);
  // Largest remainders get the points lost to rounding down, so the shares add up to exactly 100.
  const missing = 100 - shares.reduce((sum, share) => sum + share, 0);
  exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((left, right) => right.remainder - left.remainder)
    .slice(0, missing)
    .forEach(({ index }) => {
      shares[index] = (shares[index] ?? 0) + 1;
    });
  return shares;
}

/** An example average three fifths of the way along a scale. */
export function sampleAverage(min: number, max: number): number {
  return min + (max - min) * 0.6;
}
