import type { ConferenceRegistration, ConferenceResponse, LearnerConference } from '@slidewise/core';

// Conference answers as the server gives them, for the page tests.

export function conferenceResponse(overrides: Partial<ConferenceResponse> = {}): ConferenceResponse {
  return {
    id: 'v1',
    courseId: 'c1',
    courseTitle: 'Safety basics',
    title: 'Live Q&A',
    description: 'Bring your questions.',
    isPublished: true,
    externalId: '',
    prerequisites: [],
    startDateTime: '2026-03-02T10:00:00.000Z',
    endDateTime: '2026-03-02T11:00:00.000Z',
    joinUrl: 'https://meet.example.com/room',
    capacity: 20,
    registeredCount: 2,
    version: 2,
    hasUnpublishedChanges: false,
    modified: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function registration(overrides: Partial<ConferenceRegistration> = {}): ConferenceRegistration {
  return {
    id: 'g1',
    conferenceId: 'v1',
    user: { id: 'u1', name: 'Lee Learner', email: 'lee@example.com' },
    registeredAt: '2026-02-01T09:00:00.000Z',
    attended: null,
    ...overrides,
  };
}

export function learnerConference(overrides: Partial<LearnerConference> = {}): LearnerConference {
  return {
    id: 'v1',
    courseId: 'c1',
    courseTitle: 'Safety basics',
    title: 'Live Q&A',
    description: 'Bring your questions.',
    startDateTime: '2026-03-02T10:00:00.000Z',
    endDateTime: '2026-03-02T11:00:00.000Z',
    capacity: 20,
    registeredCount: 2,
    spotsLeft: 18,
    phase: 'upcoming',
    registered: false,
    attended: null,
    canJoin: false,
    joinUrl: null,
    ...overrides,
  };
}
