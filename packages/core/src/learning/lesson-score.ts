// A lesson's score (issue 5, docs/scoring.md): 100 points shared among its quiz and game slides by
// weighting; a quiz earns its share when correct, a game its share × its kept points / its maximum.
import { keptPoints, resultStars, type ClaimedResult } from './stars.ts';
import { slideScoring, type SlideLike } from './slide-scoring.ts';

/** A lesson is worth this many points. */
export const LESSON_POINTS = 100;

export interface LessonScore {
  /** 0-100, rounded to a whole number (what learners see). */
  score: number;
  /** Stars this attempt's results are worth, by slide (slides that earn none left out). */
  starsBySlide: Record<string, number>;
  stars: number;
  /** The lesson has quiz or game slides with weight; without them it does not count in a course score. */
  scored: boolean;
}

export function slideShare(slide: SlideLike, result: ClaimedResult | undefined): number {
  const scoring = slideScoring(slide);
  if (scoring.kind === 'unscored' || !result) return 0;
  if (scoring.kind === 'quiz' || scoring.maxPoints <= 0) return result.correct === true ? 1 : 0;
  return keptPoints(scoring, result) / scoring.maxPoints;
}

export function lessonScore(slides: readonly SlideLike[], results: Readonly<Record<string, ClaimedResult>>): LessonScore {
  let totalWeight = 0;
  let earnedWeight = 0;
  const starsBySlide: Record<string, number> = {};
  for (const slide of slides) {
    const scoring = slideScoring(slide);
    if (scoring.kind === 'unscored') continue;
    totalWeight += scoring.weighting;
    const result = results[slide.id];
    if (!result) continue;
    earnedWeight += scoring.weighting * slideShare(slide, result);
    const stars = resultStars(scoring, result);
    if (stars > 0) starsBySlide[slide.id] = stars;
  }
  const stars = Object.values(starsBySlide).reduce((sum, count) => sum + count, 0);
  // A lesson with nothing to get wrong is fully earned by finishing it.
  if (totalWeight <= 0) return { score: LESSON_POINTS, starsBySlide, stars, scored: false };
  return { score: Math.round((earnedWeight / totalWeight) * LESSON_POINTS), starsBySlide, stars, scored: true };
}

/** Whether a lesson with these slides counts towards the course score. */
export function isScoredLesson(slides: readonly SlideLike[], scoringEnabled = true): boolean {
  if (!scoringEnabled) return false;
  return slides.some((slide) => {
    const scoring = slideScoring(slide);
    return scoring.kind !== 'unscored' && scoring.weighting > 0;
  });
}
