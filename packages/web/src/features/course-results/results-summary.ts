import { hasPassingScore, type CourseLearnerResult } from '@slidewise/core';
import { normaliseForSearch } from '../../ui/search/search-text.ts';

export interface ResultsSummary {
  learnerCount: number;
  completedCount: number;
  /** Learners whose course verdict is "passed"; null when the course has no passing score (a minimum of 0). */
  passedCount: number | null;
  /** The mean of the learners' course scores, over those who have one; null when nobody has. */
  averageScore: number | null;
}

/**
 * The figures above the per-learner list. With a minimum score of 0 nobody can fail, so nobody is
 * counted as passed either (issue 11: "Completed", never "Passed"): the count is from each learner's
 * verdict, never from the stored pass flag, which a finish sets whenever the score reaches the minimum.
 */
export function summariseResults(items: readonly CourseLearnerResult[], minimumScore: number): ResultsSummary {
  const scores = items.flatMap((item) => (item.score === null ? [] : [item.score]));
  return {
    learnerCount: items.length,
    completedCount: items.filter((item) => item.completed).length,
    passedCount: hasPassingScore(minimumScore) ? items.filter((item) => item.verdict === 'passed').length : null,
    averageScore: scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length,
  };
}

/** Learners whose name or e-mail holds the search text (case and accents ignored). */
export function filterLearners(items: readonly CourseLearnerResult[], search: string): CourseLearnerResult[] {
  const needle = normaliseForSearch(search.trim());
  if (!needle) return [...items];
  return items.filter((item) => normaliseForSearch(item.name).includes(needle) || normaliseForSearch(item.email).includes(needle));
}
