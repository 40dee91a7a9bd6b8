// One slide's result as everyone shows it (docs/scoring.md): the game's frame and the editor's preview
// in the player, the end screen's breakdown and the server's stored record all read this, so the
// points and stars a learner sees are the ones that count.
import { slideScoring, type SlideLike } from './slide-scoring.ts';
import { keptPoints, resultStars, type ClaimedResult } from './stars.ts';

export interface SlideOutcome {
  /** Every item right; null when the slide was not answered or scores nothing. */
  correct: boolean | null;
  points: number;
  /** The most points the slide gives (0 for content and surveys). */
  maxPoints: number;
  stars: number;
  /** The stars the slide gives in all. */
  totalStars: number;
}

export function slideOutcome(slide: SlideLike, result: ClaimedResult): SlideOutcome {
  const scoring = slideScoring(slide);
  if (scoring.kind === 'unscored') return { correct: null, points: 0, maxPoints: 0, stars: 0, totalStars: 0 };
  return {
    correct: result.correct,
    points: keptPoints(scoring, result),
    maxPoints: scoring.maxPoints,
    stars: resultStars(scoring, result),
    totalStars: scoring.stars,
  };
}
