import type { CourseLearnerResult } from '@slidewise/core';

export interface ResultsSummary {
  learnerCount: number;
  completedCount: number;
  passedCount: number;
  /** The mean of the learners' course scores, over those who have one; null when nobody has. */
  averageScore: number | null;
}

/** The figures above the per-learner list. */
export function summariseResults(items: readonly CourseLearnerResult[]): ResultsSummary {
  const scores = items.flatMap((item) => (item.score === null ? [] : [item.score]));
  return {
    learnerCount: items.length,
    completedCount: items.filter((item) => item.completed).length,
    passedCount: items.filter((item) => item.passed).length,
    averageScore: scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length,
  };
}

/** Learners whose name or e-mail holds the search text (case and accents ignored). */
export function filterLearners(items: readonly CourseLearnerResult[], search: string): CourseLearnerResult[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const needle = fold(search.trim());
  if (!needle) return [...items];
  return items.filter((item) => fold(item.name).includes(needle) || fold(item.email).includes(needle));
}
