import { lessonScore, lessonScoreParts, type ClaimedResult, type Slide } from '@slidewise/core';
import type { LessonEndResult, RecordedResult } from '@slidewise/player';

/**
 * The end screen of a preview, worked out in the page: a visitor's answers go nowhere (nothing is
 * recorded as a learner result), yet they see the score and stars their answers were worth, by the
 * same rules the server applies to learners (core's lessonScore).
 */
export function previewEnd(slides: readonly Slide[], results: Readonly<Record<string, RecordedResult>>): LessonEndResult {
  const claimed: Record<string, ClaimedResult> = results;
  const score = lessonScore(slides, claimed);
  const parts = lessonScoreParts(slides, claimed);
  const numberOf = new Map(slides.map((slide, index) => [slide.id, index + 1]));
  return {
    score: score.score,
    stars: score.stars,
    totalStars: parts.reduce((sum, part) => sum + part.totalStars, 0),
    // A visitor held none before.
    newStars: score.stars,
    verdict: 'completed',
    bestScore: score.score,
    parts: parts.map((part) => ({
      slideNumber: numberOf.get(part.slideId) ?? 0,
      points: part.points,
      maxPoints: part.maxPoints,
      worth: part.worth,
      earned: part.earned,
    })),
    leaderboardEnabled: false,
  };
}
