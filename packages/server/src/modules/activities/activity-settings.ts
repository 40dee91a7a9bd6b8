import { assessmentSchema, defaultAssessment } from '@slidewise/core';

type AssessmentField = keyof typeof assessmentSchema.shape;
/** The settings a discussion or assessment keeps in its lesson document (beside the lesson's own fields). */
export const ACTIVITY_FIELDS = [
  'externalId',
  'prerequisites',
  'postRequired',
  'commentRequired',
  'visibleToAllUsers',
  'planning',
  'minimumScore',
  'gradeByPercentage',
] as const satisfies readonly AssessmentField[];
export type ActivitySettings = Pick<ReturnType<typeof defaultAssessment>, (typeof ACTIVITY_FIELDS)[number]>;

/** The settings of a stored document: each valid stored value over the spec's defaults (a damaged value falls back). */
export function readActivitySettings(document: Record<string, unknown> | null | undefined): ActivitySettings {
  const defaults = defaultAssessment();
  const settings: Record<string, unknown> = {};
  for (const field of ACTIVITY_FIELDS) {
    const stored = document?.[field];
    settings[field] = stored !== undefined && assessmentSchema.shape[field].safeParse(stored).success ? stored : defaults[field];
  }
  return settings as ActivitySettings;
}
