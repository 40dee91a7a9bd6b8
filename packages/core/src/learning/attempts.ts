// Which finished attempt counts (issue 5: "the best attempt's score counts") and how a lesson stands
// for a learner from its finished attempts.

export interface FinishedAttempt {
  score: number;
  stars: number;
  passed: boolean;
  /** ISO date-time. */
  finishedAt: string;
}

/** The best attempt: the highest score; of equal scores the earlier one (it reached it first). */
export function bestAttempt<T extends FinishedAttempt>(attempts: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const attempt of attempts) {
    if (!best || attempt.score > best.score || (attempt.score === best.score && attempt.finishedAt < best.finishedAt)) best = attempt;
  }
  return best;
}

/** The latest finished attempt (the one an interval lock counts from). */
export function latestAttempt<T extends FinishedAttempt>(attempts: readonly T[]): T | undefined {
  let latest: T | undefined;
  for (const attempt of attempts) if (!latest || attempt.finishedAt > latest.finishedAt) latest = attempt;
  return latest;
}

/** An attempt passes when its score reaches the course's minimum score (templates §3.4, default 0). */
export function attemptPassed(score: number, minimumScore: number): boolean {
  return score >= minimumScore;
}

/**
 * A lesson is completed by a passed attempt; with the course's openToComplete, opening it (any attempt,
 * even unfinished) is enough.
 */
export function lessonCompleted(input: { finished: readonly FinishedAttempt[]; started: boolean; openToComplete: boolean }): boolean {
  if (input.openToComplete && input.started) return true;
  return input.finished.some((attempt) => attempt.passed);
}
