import type { ObservationResponse, ObservationSubmission } from '@slidewise/core';

// Observation answers as the server gives them, for the page tests.

export function observationResponse(overrides: Partial<ObservationResponse> = {}): ObservationResponse {
  return {
    id: 'o1',
    courseId: 'c1',
    courseTitle: 'Safety basics',
    title: 'Ladder safety',
    description: 'Climb and come down safely.',
    isPublished: true,
    externalId: '',
    prerequisites: [],
    criteria: [
      { id: 'k1', title: 'Checks the ladder', description: 'Feet, rungs and angle' },
      { id: 'k2', title: 'Three points of contact', description: '' },
    ],
    version: 3,
    hasUnpublishedChanges: false,
    modified: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function observationRecord(overrides: Partial<ObservationSubmission> = {}): ObservationSubmission {
  return {
    id: 'r1',
    observationId: 'o1',
    learner: { id: 'u1', name: 'Lee Learner' },
    observer: { id: 'f1', name: 'Fay Facilitator' },
    state: 'started',
    passed: null,
    ratings: [],
    note: '',
    version: 1,
    createdAt: '2026-01-11T09:00:00.000Z',
    modifiedAt: '2026-01-11T09:00:00.000Z',
    submittedAt: null,
    completedAt: null,
    ...overrides,
  };
}
