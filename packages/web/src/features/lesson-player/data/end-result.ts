// The end screen's figures from the server's answer to finishing (the server's score and stars are the
// truth), with how the score was made read by core's lessonScoreParts from the results the server kept.
import { lessonScoreParts, slideScoring, type AttemptFinishResponse, type SlideLike } from '@slidewise/core';
import type { LessonEndResult } from '@slidewise/player';

/** The stars the lesson's scored slides offer in all. */
export function lessonTotalStars(slides: readonly SlideLike[]): number {
  return slides.reduce((sum, slide) => {
    const scoring = slideScoring(slide);
    return scoring.kind === 'unscored' ? sum : sum + scoring.stars;
  }, 0);
}

export function endResultOf(response: AttemptFinishResponse, slides: readonly SlideLike[]): LessonEndResult {
  const numberOf = new Map(slides.map((slide, index) => [slide.id, index + 1]));
  return {
    score: response.score,
    stars: response.stars,
    totalStars: lessonTotalStars(slides),
    newStars: response.newStars,
    verdict: response.verdict,
    bestScore: response.best.score,
    parts: lessonScoreParts(slides, response.attempt.results).map((part) => ({
      slideNumber: numberOf.get(part.slideId) ?? 0,
      points: part.points,
      maxPoints: part.maxPoints,
      worth: part.worth,
      earned: part.earned,
    })),
    leaderboardEnabled: response.leaderboardEnabled,
  };
}
