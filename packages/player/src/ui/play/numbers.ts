// Numbers as the number templates show and move them: formatted in the lesson's language with the
// slide's decimal places, snapped to the slide's step, and the preview's "mid-answer" value.
import type { PreviewState } from '../../templates/renderer.ts';

/** "0.75", "1,000", "0,75" — the slide's decimal places, the lesson's separators. */
export function formatNumber(value: number, language: string, decimals = 0): string {
  const places = Math.max(0, Math.min(20, Math.floor(decimals)));
  return new Intl.NumberFormat(language, { minimumFractionDigits: places, maximumFractionDigits: places }).format(value);
}

/** The nearest value on the slide's steps from `min`, kept within min and max. */
export function snapToStep(value: number, min: number, max: number, step: number): number {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  const size = step > 0 ? step : 1;
  const snapped = low + Math.round((value - low) / size) * size;
  // Rounding to the step's precision keeps 0.1 + 0.2 from showing as 0.30000000000000004.
  const precision = Math.min(12, (String(size).split('.')[1] ?? '').length + 2);
  return Math.min(high, Math.max(low, Number(snapped.toFixed(precision))));
}

/** Whether a value counts as the answer: within half a step of it (TEMPLATES.md "within the increment"). */
export function matchesAnswer(value: number, answer: number | undefined, step: number): boolean {
  if (answer === undefined) return false;
  return Math.abs(value - answer) <= Math.max(step > 0 ? step / 2 : 0, 1e-9);
}

/**
 * The value a control shows in each preview state: where it starts, moved part-way (never onto the
 * answer, so the picture is of someone still deciding), or on the answer.
 */
export function previewValue(
  state: PreviewState,
  range: { start: number; min: number; max: number; step: number },
  answer: number | undefined,
): number {
  const { start, min, max, step } = range;
  if (state === 'answered' && answer !== undefined) return answer;
  if (state !== 'interacted') return snapToStep(start, min, max, step);
  for (const share of [0.5, 0.25, 0.75]) {
    const value = snapToStep(min + (max - min) * share, min, max, step);
    if (!matchesAnswer(value, answer, step) && value !== start) return value;
  }
  return snapToStep(start, min, max, step);
}

/** The angle of a point around a centre, in degrees clockwise from twelve o'clock, in [0, 360). */
export function clockAngle(center: { x: number; y: number }, point: { x: number; y: number }): number {
  const degrees = (Math.atan2(point.x - center.x, center.y - point.y) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

/**
 * The share of a pie (0–1) a slice from twelve o'clock to `angle` covers. Dragging past twelve o'clock
 * does not wrap round: from a nearly full pie it stays full, from a nearly empty one it stays empty.
 */
export function pieShare(angle: number, previousShare: number): number {
  const share = angle / 360;
  if (previousShare > 0.75 && share < 0.25) return 1;
  if (previousShare < 0.25 && share > 0.75) return 0;
  return share;
}

/**
 * The share (0–1) of a dial's sweep at a clock angle: the sweep runs from `start` degrees (negative,
 * left of twelve o'clock) through twelve o'clock over `sweep` degrees. In the gap at the bottom, the
 * nearer end.
 */
export function dialShare(angle: number, start: number, sweep: number): number {
  const signed = angle > 180 ? angle - 360 : angle;
  const share = (signed - start) / sweep;
  if (share >= 0 && share <= 1) return share;
  // Below the dial: whichever end the pointer is closer to.
  return signed < 0 ? 0 : 1;
}
