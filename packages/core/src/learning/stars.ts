// Stars of a slide (issue 5, rules in docs/scoring.md): a quiz gives all its stars when correct; a game
// gives all its stars when every item is right, and otherwise by its points per question between the
// one-star and all-stars thresholds; each slide's stars are earned once per learner, ever.
import { POINTS_PER_QUESTION } from '../constants.ts';
import type { SlideScoring, StarThresholds } from './slide-scoring.ts';

/**
 * Stars for points on the thresholds' scale: none below the one-star points, all from the all-stars
 * points, and the ones between spread evenly over the points between (the spec gives only the two
 * thresholds). No points never earn a star, even when an author sets a threshold of 0.
 */
export function starsEarned(points: number, thresholds: StarThresholds, totalStars: number): number {
  const { minimumPoints, maximumPoints } = thresholds;
  if (totalStars <= 0 || points <= 0 || points < minimumPoints) return 0;
  if (points >= maximumPoints) return totalStars;
  const share = (points - minimumPoints) / (maximumPoints - minimumPoints);
  return Math.min(totalStars - 1, 1 + Math.floor(share * (totalStars - 1)));
}

export interface ClaimedResult {
  /** Every item right (true), not (false), or not answered (null: a content slide, a slide that could not be shown). */
  correct: boolean | null;
  points: number;
}

/**
 * A game's points on the scale of one question (templates §3.1: "1000 points per question"), which is
 * the scale the star thresholds are written in: 2 of 4 statements right is 500, whatever the count.
 */
export function pointsPerQuestion(points: number, maxPoints: number): number {
  if (maxPoints <= 0) return 0;
  return (Math.min(Math.max(0, points), maxPoints) / maxPoints) * POINTS_PER_QUESTION;
}

/**
 * The points a result keeps (what the server stores and the lesson score reads): nothing on an unscored
 * slide or an unanswered one; a quiz's 1000 when correct and 0 when not, whatever was claimed; a game's
 * or a package's points within 0 and what the slide can give.
 */
export function keptPoints(scoring: SlideScoring, result: ClaimedResult): number {
  if (scoring.kind === 'unscored') return 0;
  // A package that only completes (correct null) keeps the score it reported.
  if (result.correct === null && scoring.kind !== 'package') return 0;
  if (scoring.kind === 'quiz') return result.correct ? scoring.maxPoints : 0;
  return Math.min(Math.max(0, Number.isFinite(result.points) ? result.points : 0), scoring.maxPoints);
}

/**
 * The stars one result earns on its slide. A game whose every item is right earns all its stars: speed
 * (the multiple-choice game) and economy (memory's flips) change its points, never its stars; a game
 * with items wrong earns by its points per question against the thresholds.
 */
export function resultStars(scoring: SlideScoring, result: ClaimedResult): number {
  if (scoring.kind === 'unscored') return 0;
  const points = keptPoints(scoring, result);
  if (points <= 0) return 0;
  if (result.correct === true) return scoring.stars;
  if (scoring.kind === 'quiz') return 0;
  return starsEarned(pointsPerQuestion(points, scoring.maxPoints), scoring.thresholds, scoring.stars);
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
