import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LearnerObservation } from '@slidewise/core';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn, testUser } from '../../test/render-app.tsx';
import { observationRecord } from '../../test/observation-fixtures.ts';

const learner = { 'GET /api/me': { status: 200, body: { ...testUser, userRoles: ['app-user'] } } };

function learnerObservation(overrides: Partial<LearnerObservation> = {}): LearnerObservation {
  return {
    id: 'o1',
    courseId: 'c1',
    courseTitle: 'Safety basics',
    title: 'Ladder safety',
    description: 'Climb and come down safely.',
    criteria: [
      { id: 'k1', title: 'Checks the ladder', description: 'Feet, rungs and angle' },
      { id: 'k2', title: 'Three points of contact', description: '' },
    ],
    submissions: [],
    passed: false,
    ...overrides,
  };
}

describe('the learner’s observation page', () => {
  it('shows the criteria and the results with each criterion’s judgement and note', async () => {
    const completed = observationRecord({
      state: 'completed',
      passed: true,
      note: 'Well done overall.',
      completedAt: '2026-01-12T09:00:00.000Z',
      ratings: [
        { criterionId: 'k1', met: true, note: 'Careful' },
        { criterionId: 'k2', met: false, note: '' },
      ],
    });
    mockApi({
      ...signedIn,
      ...learner,
      'GET /api/observations/o1/learner': { status: 200, body: learnerObservation({ submissions: [completed], passed: true }) },
    });
    await renderApp('/learn/observations/o1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ladder safety' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What the observer looks for' })).toBeTruthy();
    expect(screen.getByText('You passed.')).toBeTruthy();
    expect(screen.getByText('Met · Careful')).toBeTruthy();
    expect(screen.getByText('Not met')).toBeTruthy();
    expect(screen.getByText('Well done overall.')).toBeTruthy();
    expect(screen.getByText(/Observed by Fay Facilitator/)).toBeTruthy();
  });

  it('says there are no results yet, in Spanish too', async () => {
    mockApi({ ...signedIn, ...learner, 'GET /api/observations/o1/learner': { status: 200, body: learnerObservation() } });
    await renderApp('/learn/observations/o1', { language: 'es-ES' });
    expect(await screen.findByText('Aún no hay resultados.')).toBeTruthy();
  });

  it('says when the observation cannot be loaded', async () => {
    mockApi({
      ...signedIn,
      ...learner,
      'GET /api/observations/o1/learner': { status: 500, body: { message: 'Down', code: 'internal_error' } },
    });
    await renderApp('/learn/observations/o1');
    expect(await screen.findByText('This observation could not be loaded.')).toBeTruthy();
  });
});
