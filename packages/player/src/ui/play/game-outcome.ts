// A game's result as the learner and the author see it, by core's rules (docs/scoring.md): the points
// kept, the stars earned and the words that follow them. The server stores the same numbers from the
// same function (slideOutcome), so what a game shows is what counts.
import { slideOutcome, type SlideLike } from '@slidewise/core';

/** How a game went, for its words: every item right, some, or none. */
export type GameVerdict = 'all-right' | 'some-right' | 'none-right';

export interface GameOutcome {
  points: number;
  stars: number;
  totalStars: number;
  verdict: GameVerdict;
}

export interface GameTally {
  /** The items' points added up, as the game reports them. */
  points: number;
  correctCount: number;
  itemCount: number;
}

export function gameOutcome(slide: SlideLike, tally: GameTally): GameOutcome {
  const correct = tally.itemCount > 0 && tally.correctCount >= tally.itemCount;
  const outcome = slideOutcome(slide, { correct, points: tally.points });
  return {
    points: outcome.points,
    stars: outcome.stars,
    totalStars: outcome.totalStars,
    verdict: correct ? 'all-right' : tally.correctCount > 0 ? 'some-right' : 'none-right',
  };
}
