import { assessmentSchema, defaultAssessment, type AssessmentResponse, type DiscussionResponse } from '@slidewise/core';
import type { LessonRow } from '../lessons/lesson-assembly.ts';

type AssessmentField = keyof typeof assessmentSchema.shape;
/** The settings a discussion or assessment keeps in its lesson document (beside the lesson's own fields). */
export const ACTIVITY_FIELDS = ['externalId', 'prerequisites', 'postRequired', 'commentRequired', 'visibleToAllUsers', 'planning', 'minimumScore', 'gradeByPercentage'] as const satisfies readonly AssessmentField[];
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

/** GET /api/discussions/{id}/latest: the Discussion entity of the Latest version. */
export function presentDiscussion(row: LessonRow, courseTitle: string): DiscussionResponse {
  const { minimumScore: _minimumScore, gradeByPercentage: _gradeByPercentage, ...settings } = readActivitySettings(row.data);
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle,
    title: row.title,
    description: row.description,
    isPublished: row.isPublished,
    ...settings,
    version: row.version,
    hasUnpublishedChanges: row.hasUnpublishedChanges,
    modified: row.modifiedAt.toISOString(),
  };
}

export function presentAssessment(row: LessonRow, courseTitle: string): AssessmentResponse {
  const { minimumScore, gradeByPercentage } = readActivitySettings(row.data);
  return { ...presentDiscussion(row, courseTitle), minimumScore, gradeByPercentage };
}
