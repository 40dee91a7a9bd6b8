// Bars that share a total: moving one gives the difference to (or takes it from) the others in
// proportion to what they hold, on the slide's steps, so the total never changes.

export function shareOut(values: readonly number[], changed: number, to: number, total: number, step: number): number[] {
  const size = step > 0 ? step : 1;
  const snap = (value: number) => Math.round(value / size) * size;
  const next = [...values];
  next[changed] = Math.min(total, Math.max(0, snap(to)));
  const others = values.map((_, index) => index).filter((index) => index !== changed);
  if (others.length === 0) return next;
  const left = total - next[changed]!;
  const held = others.reduce((sum, index) => sum + values[index]!, 0);
  for (const index of others) next[index] = Math.max(0, snap(held > 0 ? (values[index]! / held) * left : left / others.length));
  // Rounding to steps can leave the total off by a step or two: the largest other bar absorbs it.
  const drift = total - next.reduce((sum, value) => sum + value, 0);
  if (drift !== 0) {
    const largest = others.reduce((best, index) => (next[index]! > next[best]! ? index : best), others[0]!);
    next[largest] = Math.max(0, next[largest]! + drift);
  }
  return next;
}

/** Equal shares of the total on the slide's steps (what the bars show before the learner moves them). */
export function evenShares(count: number, total: number, step: number): number[] {
  if (count <= 0) return [];
  const size = step > 0 ? step : 1;
  const each = Math.floor(total / count / size) * size;
  const values = Array.from({ length: count }, () => each);
  values[0]! += total - each * count;
  return values;
}
