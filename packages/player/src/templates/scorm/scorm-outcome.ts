import { type PackageStatus, packageOutcome } from '@slidewise/core';

// What the lesson records of a package: its status and score as the package stored them (core's
// packageOutcome reads SCORM 1.2's lesson_status and SCORM 2004's success and completion alike).

export type LessonStatus = PackageStatus;

/** What the package has reported so far, as the lesson records it. */
export interface ScormOutcome {
  status: LessonStatus;
  /** From 0 to 100, null until the package sets one. */
  score: number | null;
}

/** The outcome of a package's stored values; a package that has set no status yet has not been attempted. */
export function outcomeOfValues(standard: string, values: Readonly<Record<string, string>>): ScormOutcome {
  const outcome = packageOutcome(standard, values);
  return { status: outcome.status ?? 'not attempted', score: outcome.score };
}
