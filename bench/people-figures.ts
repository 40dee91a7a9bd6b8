/** The value below which `share` percent of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], share: number): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((first, second) => first - second);
  const rank = Math.ceil((share / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
