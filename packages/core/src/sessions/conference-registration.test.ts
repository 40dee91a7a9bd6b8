import { describe, expect, it } from 'vitest';
import {
  canJoinConference,
  conferencePhase,
  CONFERENCE_JOIN_OPENS_BEFORE_MS,
  registrationRefusal,
  spotsLeft,
} from './conference-registration.ts';

const start = '2026-03-02T10:00:00.000Z';
const end = '2026-03-02T11:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('conference phase', () => {
  it('is unscheduled without a start, then upcoming, live and ended', () => {
    expect(conferencePhase({ startDateTime: null, endDateTime: null }, at(start))).toBe('unscheduled');
    expect(conferencePhase({ startDateTime: start, endDateTime: end }, at('2026-03-02T09:59:59.000Z'))).toBe('upcoming');
    expect(conferencePhase({ startDateTime: start, endDateTime: end }, at(start))).toBe('live');
    expect(conferencePhase({ startDateTime: start, endDateTime: end }, at(end))).toBe('ended');
    expect(conferencePhase({ startDateTime: start, endDateTime: null }, at('2027-01-01T00:00:00.000Z'))).toBe('live');
  });
});

describe('capacity and registration', () => {
  it('counts places left, unlimited as null, never below 0', () => {
    expect(spotsLeft(null, 40)).toBeNull();
    expect(spotsLeft(10, 3)).toBe(7);
    expect(spotsLeft(2, 5)).toBe(0);
  });

  it('refuses a full or ended conference, but never someone already registered', () => {
    const conference = { startDateTime: start, endDateTime: end, capacity: 2 };
    const before = at('2026-03-01T00:00:00.000Z');
    expect(registrationRefusal(conference, 1, false, before)).toBeNull();
    expect(registrationRefusal(conference, 2, false, before)).toBe('full');
    expect(registrationRefusal(conference, 2, true, before)).toBeNull();
    expect(registrationRefusal(conference, 0, false, at(end))).toBe('ended');
    expect(registrationRefusal({ ...conference, capacity: null }, 500, false, before)).toBeNull();
  });
});

describe('joining', () => {
  it('opens the link to registered learners shortly before the start until the end', () => {
    const times = { startDateTime: start, endDateTime: end };
    const opens = new Date(Date.parse(start) - CONFERENCE_JOIN_OPENS_BEFORE_MS);
    expect(canJoinConference(times, true, new Date(opens.getTime() - 1))).toBe(false);
    expect(canJoinConference(times, true, opens)).toBe(true);
    expect(canJoinConference(times, false, at(start))).toBe(false);
    expect(canJoinConference(times, true, at(end))).toBe(false);
    expect(canJoinConference({ startDateTime: null, endDateTime: null }, true, at(start))).toBe(false);
  });
});
