import { POINTS_PER_QUESTION } from '@slidewise/core';
import type { ItemOutcome } from '../../ui/play/game-session.ts';

/** The share of the points a right answer keeps however late it comes (the rest rewards speed). */
export const SPEED_FLOOR = 0.5;
/**
 * The share of the time in which a right answer still earns every point: reading the question takes a
 * moment. (Stars do not depend on it: a right answer earns every star at any speed, docs/scoring.md.)
 */
export const SPEED_GRACE = 0.25;

/**
 * A right answer's points (TEMPLATES.md "points for speed"): all 1000 during the first quarter of the
 * time, then falling evenly to half when the time runs out; an untimed game gives the full points.
 */
export function speedPoints(remainingMs: number, limitMs: number, timed: boolean): number {
  if (!timed || !(limitMs > 0)) return POINTS_PER_QUESTION;
  const used = 1 - Math.max(0, Math.min(1, remainingMs / limitMs));
  if (used <= SPEED_GRACE) return POINTS_PER_QUESTION;
  const late = (used - SPEED_GRACE) / (1 - SPEED_GRACE);
  return Math.round(POINTS_PER_QUESTION * (1 - (1 - SPEED_FLOOR) * late));
}

/**
 * The answer's outcome: whether it is right is decided by the answers alone, and the clock only sets how
 * many points a right answer keeps (docs/scoring.md: timers change points, never correctness).
 */
export function answerOutcome(correct: boolean, remainingMs: number, limitMs: number, timed: boolean): ItemOutcome {
  return { correct, points: correct ? speedPoints(remainingMs, limitMs, timed) : 0 };
}
