import { POINTS_PER_QUESTION } from '@slidewise/core';

/** What each wrong pair of flips before a find costs the pair found. */
export const MISS_PENALTY = 100;
/** A found pair is worth at least this much however many misses came before it. */
export const PAIR_FLOOR = 500;

/** The points of a found pair after `misses` wrong attempts since the previous find (fewer flips, more points). */
export function pairPoints(misses: number): number {
  return Math.max(PAIR_FLOOR, POINTS_PER_QUESTION - MISS_PENALTY * Math.max(0, misses));
}
