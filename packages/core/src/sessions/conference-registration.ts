// Conferences (virtual classrooms): capacity, registration and when the join link opens. Pure, so the
// server decides and the learner page explains with the same rules.

/** The join link opens this long before the start, so people can test their sound. */
export const CONFERENCE_JOIN_OPENS_BEFORE_MS = 15 * 60 * 1000;

export type ConferencePhase = 'unscheduled' | 'upcoming' | 'live' | 'ended';

export interface ConferenceTimes {
  startDateTime: string | null;
  endDateTime: string | null;
}

/** Where the conference stands now; without a start it is not scheduled yet. */
export function conferencePhase(times: ConferenceTimes, now: Date): ConferencePhase {
  if (!times.startDateTime) return 'unscheduled';
  const time = now.getTime();
  if (times.endDateTime && Date.parse(times.endDateTime) <= time) return 'ended';
  return Date.parse(times.startDateTime) <= time ? 'live' : 'upcoming';
}

/** Places left; null when the capacity is unlimited (null). Never below 0 (the capacity may be lowered after registrations). */
export function spotsLeft(capacity: number | null, registeredCount: number): number | null {
  if (capacity === null) return null;
  return Math.max(0, capacity - registeredCount);
}

export type RegistrationRefusal = 'full' | 'ended';

/** Why a learner may not register now, or null when they may (registering twice is not refused: it is the same registration). */
export function registrationRefusal(
  conference: ConferenceTimes & { capacity: number | null },
  registeredCount: number,
  alreadyRegistered: boolean,
  now: Date,
): RegistrationRefusal | null {
  if (alreadyRegistered) return null;
  if (conferencePhase(conference, now) === 'ended') return 'ended';
  const left = spotsLeft(conference.capacity, registeredCount);
  return left === 0 ? 'full' : null;
}

/** A registered learner may join from shortly before the start until the end. */
export function canJoinConference(times: ConferenceTimes, registered: boolean, now: Date): boolean {
  if (!registered || !times.startDateTime) return false;
  const time = now.getTime();
  if (times.endDateTime && Date.parse(times.endDateTime) <= time) return false;
  return Date.parse(times.startDateTime) - CONFERENCE_JOIN_OPENS_BEFORE_MS <= time;
}
