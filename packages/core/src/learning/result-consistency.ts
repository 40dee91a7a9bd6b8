// Whether a game result's verdict and points can both be true (docs/scoring.md): the server keeps the
// client's `correct` and points only when they agree, so a result cannot claim a win it did not score.
import type { SlideScoring } from './slide-scoring.ts';
import type { ClaimedResult } from './stars.ts';

/**
 * The least share of a game's points a game with every item right can hold: the multiple-choice game's
 * slowest right answer and memory's pair found after many misses keep half their points.
 */
export const LEAST_SHARE_OF_A_RIGHT_GAME = 0.5;

/**
 * Why a claimed game result cannot be what the player reported, or null when it can: every item right
 * keeps at least half the game's points, and a game with an item wrong cannot hold all of them.
 * Quizzes' points are derived from their verdict, so any claim of theirs is consistent.
 */
export function inconsistentResult(scoring: SlideScoring, result: ClaimedResult): string | null {
  if (scoring.kind !== 'game' || result.correct === null || scoring.maxPoints <= 0) return null;
  if (result.correct && result.points < scoring.maxPoints * LEAST_SHARE_OF_A_RIGHT_GAME)
    return `A game with every item right scores at least ${scoring.maxPoints * LEAST_SHARE_OF_A_RIGHT_GAME} points.`;
  if (!result.correct && result.points >= scoring.maxPoints)
    return `A game with an item wrong scores fewer than ${scoring.maxPoints} points.`;
  return null;
}
