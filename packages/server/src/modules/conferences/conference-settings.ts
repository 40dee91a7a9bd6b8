import { MAX_CONFERENCE_CAPACITY, type ConferenceResponse } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import type { ActivityRow } from '../activities/activity-lookup.ts';
import { activityHead, activityVersion } from '../activities/settings-presenter.ts';
import { registeredCount } from './registrations-repo.ts';

/** A conference's own fields, as kept in its lesson document (Latest or Published). */
export interface ConferenceSettings {
  startDateTime: string | null;
  endDateTime: string | null;
  joinUrl: string;
  capacity: number | null;
}

const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The settings of a stored document, each damaged or missing value falling back to "not set". */
export function readConferenceSettings(document: Record<string, unknown> | null | undefined): ConferenceSettings {
  const capacity = document?.capacity;
  return {
    startDateTime: isInstant(document?.startDateTime) ? document.startDateTime : null,
    endDateTime: isInstant(document?.endDateTime) ? document.endDateTime : null,
    joinUrl: typeof document?.joinUrl === 'string' && /^https?:\/\//i.test(document.joinUrl) ? document.joinUrl : '',
    capacity:
      typeof capacity === 'number' && Number.isInteger(capacity) && capacity >= 1 && capacity <= MAX_CONFERENCE_CAPACITY ? capacity : null,
  };
}

/** GET /api/conferences/{id}/latest: the Latest version's settings, with how many have registered. */
export async function presentConference(row: ActivityRow, db: Executor): Promise<ConferenceResponse> {
  return {
    ...activityHead(row),
    ...readConferenceSettings(row.lesson.data),
    registeredCount: await registeredCount(db, row.lesson.id),
    ...activityVersion(row),
  };
}
