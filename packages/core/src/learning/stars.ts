// Stars of a slide (issue 5): a quiz gives all its stars when correct; a game gives stars by its points
// between the one-star and all-stars thresholds; each slide's stars are earned once per learner, ever.
import type { SlideScoring, StarThresholds } from './slide-scoring.ts';

/**
 * Stars for a game's points: none below the one-star points, all from the all-stars points, and the
 * ones between spread evenly over the points between (the spec gives only the two thresholds). The
 * player shows the same count, so what the learner saw is what the server records.
 */
export function starsEarned(points: number, thresholds: StarThresholds, totalStars: number): number {
  const { minimumPoints, maximumPoints } = thresholds;
  if (totalStars <= 0 || points < minimumPoints) return 0;
  if (points >= maximumPoints) return totalStars;
  const share = (points - minimumPoints) / (maximumPoints - minimumPoints);
  return Math.min(totalStars - 1, 1 + Math.floor(share * (totalStars - 1)));
}

export interface ClaimedResult {
  correct: boolean | null;
  points: number;
}

/** A result's points as the server keeps them: within 0 and what the slide can give. */
export function clampPoints(scoring: SlideScoring, points: number): number {
  if (scoring.kind === 'unscored') return 0;
  return Math.min(Math.max(0, points), scoring.maxPoints);
}

/** The stars one result earns on its slide. */
export function resultStars(scoring: SlideScoring, result: ClaimedResult): number {
  if (scoring.kind === 'unscored') return 0;
  if (scoring.kind === 'quiz') return result.correct === true ? scoring.stars : 0;
  return starsEarned(clampPoints(scoring, result.points), scoring.thresholds, scoring.stars);
}

/**
 * Stars are earned once per slide: an attempt adds only what the learner did not already hold, so a
 * replay collects the missing ones and never counts a star twice.
 */
export function newStarsBySlide(held: Readonly<Record<string, number>>, earned: Readonly<Record<string, number>>): Record<string, number> {
  const added: Record<string, number> = {};
  for (const [slideId, stars] of Object.entries(earned)) {
    const extra = stars - (held[slideId] ?? 0);
    if (extra > 0) added[slideId] = extra;
  }
  return added;
}
