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
  const parts = lessonScoreParts(slides, results);
  const starsBySlide: Record<string, number> = {};
  for (const part of parts) if (part.stars > 0) starsBySlide[part.slideId] = part.stars;
  const stars = parts.reduce((sum, part) => sum + part.stars, 0);
  // A lesson with nothing to get wrong is fully earned by finishing it.
  if (!parts.some((part) => part.worth > 0)) return { score: LESSON_POINTS, starsBySlide, stars, scored: false };
  const earned = parts.reduce((sum, part) => sum + part.earned, 0);
  return { score: Math.round(Math.min(LESSON_POINTS, earned)), starsBySlide, stars, scored: true };
}

/** Whether a lesson with these slides counts towards the course score. */
export function isScoredLesson(slides: readonly SlideLike[], scoringEnabled = true): boolean {
  if (!scoringEnabled) return false;
  return slides.some((slide) => {
    const scoring = slideScoring(slide);
    return scoring.kind !== 'unscored' && scoring.weighting > 0;
  });
}

/** One scored slide's part in the lesson's 100 points, as the end screen shows how the score was made. */
export interface LessonScorePart {
  slideId: string;
  /** The points the slide's result kept (0 when not answered), out of `maxPoints`. */
  points: number;
  maxPoints: number;
  stars: number;
  totalStars: number;
  /** The most this slide adds to the lesson's 100 (its weighting's share). */
  worth: number;
  /** What it added: `worth` × its share of its points (a quiz all or nothing). */
  earned: number;
}

/**
 * The scored slides' parts in the lesson's score, in deck order, by the rules lessonScore applies: the
 * parts' `earned` add up to the score before rounding.
 */
export function lessonScoreParts(slides: readonly SlideLike[], results: Readonly<Record<string, ClaimedResult>>): LessonScorePart[] {
  const scored = slides.flatMap((slide) => {
    const scoring = slideScoring(slide);
    return scoring.kind === 'unscored' ? [] : [{ slide, scoring }];
  });
  const totalWeight = scored.reduce((sum, { scoring }) => sum + scoring.weighting, 0);
  return scored.map(({ slide, scoring }) => {
    const result = results[slide.id];
    const worth = totalWeight > 0 ? (scoring.weighting / totalWeight) * LESSON_POINTS : 0;
    return {
      slideId: slide.id,
      points: result ? keptPoints(scoring, result) : 0,
      maxPoints: scoring.maxPoints,
      stars: result ? resultStars(scoring, result) : 0,
      totalStars: scoring.stars,
      worth,
      earned: worth * slideShare(slide, result),
    };
  });
}
