import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LearnerDueItem } from '@slidewise/core';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { courseDetail, signedInLearner } from '../test/learner-fixtures.ts';

const item = (overrides: Partial<LearnerDueItem>): LearnerDueItem => ({
  courseId: 'c1',
  title: 'Fire safety',
  type: 'recurring-static-date',
  recurring: true,
  cycle: 1,
  dueAt: '2026-03-01T12:00:00.000Z',
  status: 'upcoming',
  completedAt: null,
  certificateExpiresAt: null,
  renewsAt: null,
  ...overrides,
});
const home = (items: LearnerDueItem[]) => ({
  ...signedInLearner,
  'GET /api/learner/courses': { status: 200, body: { items: [] } },
  'GET /api/learner/due': { status: 200, body: { items } },
});

describe("the learner's due training", () => {
  it('lists what is due and overdue on the home, each linked to its course, and leaves completed ones out', async () => {
    mockApi(
      home([
        item({ courseId: 'c1', title: 'Fire safety', status: 'overdue' }),
        item({ courseId: 'c2', title: 'First aid', status: 'due-soon', dueAt: '2026-03-05T12:00:00.000Z' }),
        item({ courseId: 'c3', title: 'Welcome', status: 'completed', completedAt: '2026-02-01T00:00:00.000Z' }),
      ]),
    );
    await renderApp('/learn');
    const due = await screen.findByRole('region', { name: 'Due' });
    const rows = within(due).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Fire safetyOverdue since Mar 1, 2026', 'First aidDue Mar 5, 2026']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/learn/courses/c1');
  });

  it('shows no section when nothing is due, and says so when the list cannot load', async () => {
    mockApi(home([]));
    await renderApp('/learn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your learning' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Due' })).toBeNull();

    mockApi({ ...home([]), 'GET /api/learner/due': { status: 503, body: { message: 'Down', code: 'internal' } } });
    await renderApp('/learn');
    expect(await screen.findByText('What is due could not be loaded.')).toBeTruthy();
  });

  const completedCycle = item({
    status: 'completed',
    cycle: 2,
    completedAt: '2026-02-01T00:00:00.000Z',
    certificateExpiresAt: '2027-03-01T12:00:00.000Z',
  });
  const coursePage = {
    ...signedInLearner,
    'GET /api/learner/courses/c1': { status: 200, body: courseDetail({ id: 'c1', title: 'Fire safety' }) },
    'GET /api/learner/courses/c1/due': { status: 200, body: { item: completedCycle } },
  };

  it('shows on the course page the cycle of recurring training and until when the certificate holds', async () => {
    mockApi(coursePage);
    await renderApp('/learn/courses/c1');
    expect(await screen.findByText('Period 2')).toBeTruthy();
    expect(screen.getByText('Certificate valid until Mar 1, 2027')).toBeTruthy();
    expect(screen.getByText('Completed', { selector: '.learner-due-badge' })).toBeTruthy();
  });

  it('says it in Spanish', async () => {
    mockApi(coursePage);
    await renderApp('/learn/courses/c1', { language: 'es-ES' });
    expect(await screen.findByText('Periodo 2')).toBeTruthy();
  });
});
