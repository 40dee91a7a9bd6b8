import type { AnalyticsOverviewResponse, LearnerReportResponse } from '@slidewise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn, testUser } from '../../test/render-app.tsx';

const overview: AnalyticsOverviewResponse = {
  from: '2025-06-01',
  to: '2025-06-02',
  groupIds: [],
  groups: [{ id: '11111111-1111-4111-8111-111111111111', name: 'Crew' }],
  totals: { activeLearners: 3, lessonsCompleted: 5, coursesCompleted: 2, averageScore: 65, overduePeople: 1 },
  days: [
    { day: '2025-06-01', dailyActive: 2, weeklyActive: 2, monthlyActive: 2, lessonsCompleted: 4, coursesCompleted: 1 },
    { day: '2025-06-02', dailyActive: 1, weeklyActive: 2, monthlyActive: 2, lessonsCompleted: 1, coursesCompleted: 1 },
  ],
  overdue: [
    {
      userId: '22222222-2222-4222-8222-222222222222',
      name: 'Dan Diaz',
      email: 'dan@example.com',
      courseId: '33333333-3333-4333-8333-333333333333',
      courseTitle: 'Safety',
      dueAt: '2025-06-01T00:00:00.000Z',
    },
  ],
};

describe('the analytics overview', () => {
  it('shows the totals, a chart per figure with its table, the overdue people, and the tab to the course report', async () => {
    const requests = mockApi({ ...signedIn, 'GET /api/analytics/overview': { status: 200, body: overview } });
    await renderApp('/analytics?from=2025-06-01&to=2025-06-02');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect((await screen.findByText('Active learners', { selector: 'dt' })).nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Average score', { selector: 'dt' }).nextElementSibling?.textContent).toBe('65');
    expect(screen.getByText('People overdue', { selector: 'dt' }).nextElementSibling?.textContent).toBe('1');
    expect(screen.getByRole('table', { name: 'Lessons completed per day' })).toBeTruthy();
    const overdue = screen.getByRole('table', { name: 'Overdue training' });
    expect(within(overdue).getByRole('rowheader', { name: 'Dan Diaz' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe('/analytics/courses');
    expect(screen.getByRole('link', { name: 'Learner report: Dan Diaz' }).getAttribute('href')).toBe(
      '/analytics/learners/22222222-2222-4222-8222-222222222222',
    );
    expect(screen.getByRole('button', { name: 'Export CSV: Day by day' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Crew' })).toBeTruthy();
    // Staff reports keep the authoring app's dark scheme, as the course reports behind the tab do.
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('ed-dark'));
    expect(requests.find((request) => request.path === '/api/analytics/overview')?.search).toBe('?from=2025-06-01&to=2025-06-02');
    expect(screen.getByRole('link', { name: 'Analytics' })).toBeTruthy();
  });

  it('says so when nobody learned in the period, in Spanish too', async () => {
    const empty = {
      ...overview,
      totals: { activeLearners: 0, lessonsCompleted: 0, coursesCompleted: 0, averageScore: null, overduePeople: 0 },
      days: overview.days.map((day) => ({
        ...day,
        dailyActive: 0,
        weeklyActive: 0,
        monthlyActive: 0,
        lessonsCompleted: 0,
        coursesCompleted: 0,
      })),
      overdue: [],
    };
    mockApi({ ...signedIn, 'GET /api/analytics/overview': { status: 200, body: empty } });
    await renderApp('/analytics', { language: 'es-ES' });
    expect(await screen.findByRole('heading', { name: 'Sin aprendizaje en este periodo' })).toBeTruthy();
    expect(screen.getByText('Nadie va con retraso.')).toBeTruthy();
  });

  it('shows the server’s refusal and a way to try again', async () => {
    mockApi({
      ...signedIn,
      'GET /api/analytics/overview': { status: 400, body: { message: 'The range ends before it starts.', code: 'validation_failed' } },
    });
    await renderApp('/analytics?from=2025-06-05&to=2025-06-01');
    expect((await screen.findAllByText('Some of what was entered is not valid. Check it and try again.')).length).toBeGreaterThan(0);
    expect(screen.getByText('The figures could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not in the nav of a content author', async () => {
    mockApi({
      ...signedIn,
      'GET /api/me': { status: 200, body: { ...testUser, userRoles: ['content-author'] } },
      'GET /api/courses': { status: 200, body: { items: [], totalCount: 0, currentPage: 1, pageSize: 2000 } },
    });
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
  });
});

const report: LearnerReportResponse = {
  learner: {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Ben Bravo',
    email: 'ben@example.com',
    status: 'active',
    excludedFromAnalytics: false,
    lastActivityAt: '2025-06-02T09:00:00.000Z',
  },
  totals: { lessonsCompleted: 2, coursesCompleted: 0, averageScore: 37.5, certificates: 0 },
  courses: [
    {
      courseId: '33333333-3333-4333-8333-333333333333',
      title: 'Safety',
      lessonsCompleted: 1,
      lessonsTotal: 2,
      bestAverageScore: 75,
      completedAt: null,
      passed: false,
      dueAt: null,
      lastActivityAt: '2025-06-02T09:00:00.000Z',
    },
  ],
  attempts: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      courseId: '33333333-3333-4333-8333-333333333333',
      courseTitle: 'Safety',
      lessonId: '55555555-5555-4555-8555-555555555555',
      lessonTitle: 'Safety 1',
      startedAt: '2025-06-02T09:00:00.000Z',
      finishedAt: '2025-06-02T09:05:00.000Z',
      score: 75,
      stars: 1,
      passed: true,
    },
  ],
  certificates: [],
};

describe('the learner report', () => {
  it('shows the person’s courses and attempts, with a print button and CSV exports', async () => {
    mockApi({ ...signedIn, [`GET /api/analytics/learners/${report.learner.id}`]: { status: 200, body: report } });
    await renderApp(`/analytics/learners/${report.learner.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben Bravo' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Courses' })).getByRole('rowheader', { name: 'Safety' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Lesson attempts' })).getByRole('cell', { name: 'Safety 1' })).toBeTruthy();
    expect(screen.getByText('No certificate yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV: Certificates' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('ed-dark'));
  });

  it('shows the not-found page for a person of no account of theirs (404)', async () => {
    mockApi({ ...signedIn });
    await renderApp('/analytics/learners/nobody');
    // The app's answer to a 404 on a page: the not-found page.
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
