import { observationCriterionSchema, type ObservationCriterion, type ObservationResponse } from '@slidewise/core';
import type { ActivityRow } from '../activities/activity-lookup.ts';
import { activityHead, activityVersion } from '../activities/settings-presenter.ts';

/** The criteria kept in a lesson document; a damaged entry is left out rather than failing the page. */
export function readCriteria(document: Record<string, unknown> | null | undefined): ObservationCriterion[] {
  const stored = document?.criteria;
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = observationCriterionSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** GET /api/observations/{id}/latest: the Latest version's settings. */
export function presentObservation(row: ActivityRow): ObservationResponse {
  return { ...activityHead(row), criteria: readCriteria(row.lesson.data), ...activityVersion(row) };
}
