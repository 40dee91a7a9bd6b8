import { observationCriterionSchema, type ObservationCriterion, type ObservationResponse } from '@slidewise/core';
import type { ActivityRow } from '../discussions/activity-lookup.ts';

/** The criteria kept in a lesson document; a damaged entry is left out rather than failing the page. */
export function readCriteria(document: Record<string, unknown> | null | undefined): ObservationCriterion[] {
  const stored = document?.criteria;
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = observationCriterionSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

const stringsOf = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/** GET /api/observations/{id}/latest: the Latest version's settings. */
export function presentObservation(row: ActivityRow): ObservationResponse {
  const { lesson } = row;
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    courseTitle: row.course.title,
    title: lesson.title,
    description: lesson.description,
    isPublished: lesson.isPublished,
    externalId: typeof lesson.data.externalId === 'string' ? lesson.data.externalId : '',
    prerequisites: stringsOf(lesson.data.prerequisites),
    criteria: readCriteria(lesson.data),
    version: lesson.version,
    hasUnpublishedChanges: lesson.hasUnpublishedChanges,
    modified: lesson.modifiedAt.toISOString(),
  };
}
