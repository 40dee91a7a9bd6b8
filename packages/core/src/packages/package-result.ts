// A package slide's result (docs/scoring.md "Packages"): what the player sends when a package reports a
// final status and what the server records from a package's own commit are this one shape, so a re-send
// changes nothing. A package's score counts in the lesson like a game's points on one question's scale.
import { POINTS_PER_QUESTION } from '../constants.ts';
import { slideSkipReason } from '../learning/slide-skip.ts';
import { isFinalPackageStatus, type PackageOutcome, type PackageStatus } from './runtime-outcome.ts';

/** The slide types whose result a SCORM or AICC package reports. */
export const packageSlideTypes: readonly string[] = ['scorm', 'aicc'];

export const isPackageSlideType = (type: string): boolean => packageSlideTypes.includes(type);

/** What a package slide's result keeps as its answers: the status and score the package reported. */
export interface PackageAnswers {
  status: PackageStatus;
  score?: number;
}

/**
 * The points a package's outcome is worth, out of one question's 1000: its score (0–100) scaled, when it
 * reports one; without a score, all of them for passing or completing and none for failing, as a
 * package that only says "done" has done all it asks.
 */
export function packagePoints(outcome: { status: PackageStatus | null; score?: number | null | undefined }): number {
  if (typeof outcome.score === 'number' && Number.isFinite(outcome.score))
    return Math.round((Math.min(100, Math.max(0, outcome.score)) / 100) * POINTS_PER_QUESTION);
  return outcome.status === 'passed' || outcome.status === 'completed' ? POINTS_PER_QUESTION : 0;
}

/** The slide result a package's outcome makes, or null while it has not reported a final status. */
export function packageResult(outcome: PackageOutcome): { correct: boolean | null; answers: PackageAnswers; points: number } | null {
  if (!isFinalPackageStatus(outcome.status)) return null;
  const answers: PackageAnswers = outcome.score === null ? { status: outcome.status } : { status: outcome.status, score: outcome.score };
  // A package that only says "completed" has no right or wrong; passed and failed do.
  const correct = outcome.status === 'completed' ? null : outcome.status === 'passed';
  return { correct, answers, points: packagePoints(outcome) };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A package slide left with no report of its own: no answers, no verdict, no points. */
export function isViewedPackageResult(result: { correct: boolean | null; points: number; answers: unknown }): boolean {
  return (result.answers === null || result.answers === undefined) && result.correct === null && result.points === 0;
}

/**
 * Why a claimed package result disagrees with the status and score it carries, or null when it agrees:
 * the server keeps only what the package itself reported (its points follow its score, its verdict its
 * status), so a client cannot claim more than the package gave.
 */
export function packageResultDisagrees(result: { correct: boolean | null; points: number; answers: unknown }): string | null {
  // Left before the package reported (an AICC unit reports to the server itself, an optional package may be
  // left early): the slide was only viewed, which claims nothing.
  if (isViewedPackageResult(result)) return null;
  // A package that could not open is skipped (slide-skip.ts): no verdict and no points.
  if (slideSkipReason(result.answers))
    return result.correct === null && result.points === 0 ? null : 'A skipped package has no verdict and no points.';
  const answers = record(result.answers);
  const status = answers.status;
  if (!isFinalPackageStatus(typeof status === 'string' ? (status as PackageStatus) : null))
    return 'A package result carries the final status the package reported (passed, failed or completed).';
  const score = answers.score;
  if (score !== undefined && (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 100))
    return 'A package score is a number from 0 to 100.';
  const expected = packageResult({ status: status as PackageStatus, score: typeof score === 'number' ? score : null });
  if (expected?.correct !== result.correct)
    return `A package that reported ${status as string} is ${expected?.correct === null ? 'neither right nor wrong' : expected?.correct ? 'right' : 'not right'}.`;
  if (expected.points !== result.points) return `This package's outcome scores ${expected.points} points.`;
  return null;
}
