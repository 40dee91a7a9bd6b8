// What a package's stored data-model values say about the learner's sitting, as the lesson records it
// (docs/scoring.md: a package's passed or failed is kept as reported, its score with it). SCORM 1.2 has
// one lesson_status; SCORM 2004 splits it into success (passed, failed) and completion; AICC's HACP
// status is stored under the 1.2 names.

export const packageStatuses = ['passed', 'failed', 'completed', 'incomplete', 'browsed', 'not attempted'] as const;
export type PackageStatus = (typeof packageStatuses)[number];

export interface PackageOutcome {
  status: PackageStatus | null;
  /** From 0 to 100, null until the package reports one. */
  score: number | null;
}

const finite = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

const clampScore = (score: number | null) => (score === null ? null : Math.min(100, Math.max(0, score)));

export function packageOutcome(standard: string, values: Readonly<Record<string, string>>): PackageOutcome {
  if (standard.startsWith('scorm2004')) {
    const success = values['cmi.success_status'];
    const completion = values['cmi.completion_status'];
    const status: PackageStatus | null =
      success === 'passed' || success === 'failed'
        ? success
        : completion === 'completed' || completion === 'incomplete'
          ? completion
          : completion === 'not attempted'
            ? 'not attempted'
            : null;
    const scaled = finite(values['cmi.score.scaled']);
    const raw = finite(values['cmi.score.raw']);
    const max = finite(values['cmi.score.max']);
    const min = finite(values['cmi.score.min']) ?? 0;
    // Scaled is 2004's own measure (-1 to 1); raw counts only against its range, or as a percentage without one.
    const score = scaled !== null ? scaled * 100 : raw !== null && max !== null && max > min ? ((raw - min) / (max - min)) * 100 : raw;
    return { status, score: clampScore(score) };
  }
  const status = values['cmi.core.lesson_status'];
  return {
    status: (packageStatuses as readonly string[]).includes(status ?? '') ? (status as PackageStatus) : null,
    score: clampScore(finite(values['cmi.core.score.raw'])),
  };
}

/** Whether the outcome ends the package's part in the lesson (it then records the slide's result). */
export const isFinalPackageStatus = (status: PackageStatus | null): status is 'passed' | 'failed' | 'completed' =>
  status === 'passed' || status === 'failed' || status === 'completed';
