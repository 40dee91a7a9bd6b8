import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInLearner } from '../test/learner-fixtures.ts';

const profile = (body: unknown) => ({ 'GET /api/learner/profile': { status: 200, body } });

describe('the learner profile', () => {
  it('shows the stars held, the courses completed and those in progress', async () => {
    mockApi({
      ...signedInLearner,
      ...profile({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        stars: 17,
        completedCourses: [{ id: 'c1', title: 'Site safety', completedAt: '2026-11-20T09:00:00.000Z', score: 91.2 }],
        inProgressCourses: [{ id: 'c2', title: 'First aid', completedLessonCount: 1, lessonCount: 3, score: null }],
      }),
    });
    await renderApp('/learn/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Your achievements' });
    expect(within(summary).getByText('Stars').nextElementSibling?.textContent).toBe('★ 17');
    expect(within(summary).getByText('grace@example.com')).toBeTruthy();
    expect(within(summary).getByText('Courses completed').nextElementSibling?.textContent).toBe('1');

    const completed = screen.getByRole('region', { name: 'Completed courses' });
    expect(within(completed).getByRole('link', { name: 'Site safety' }).getAttribute('href')).toBe('/learn/courses/c1');
    expect(within(completed).getByText('Completed Nov 20, 2026 · Score 91')).toBeTruthy();

    const inProgress = screen.getByRole('region', { name: 'In progress' });
    expect(within(inProgress).getByRole('link', { name: 'First aid' }).getAttribute('href')).toBe('/learn/courses/c2');
    expect(within(inProgress).getByRole('progressbar', { name: '1 of 3 lessons completed' })).toBeTruthy();
  });

  it('says when nothing is completed or in progress yet', async () => {
    mockApi({
      ...signedInLearner,
      ...profile({ name: 'Grace Hopper', email: 'grace@example.com', stars: 0, completedCourses: [], inProgressCourses: [] }),
    });
    await renderApp('/learn/profile', { language: 'es-ES' });
    expect(await screen.findByText('Aún no has completado ningún curso.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar un curso' }).getAttribute('href')).toBe('/learn');
  });

  it('is reached from the learner navigation', async () => {
    mockApi({
      ...signedInLearner,
      'GET /api/learner/courses': { status: 200, body: { items: [] } },
      ...profile({ name: 'Grace Hopper', email: 'grace@example.com', stars: 2, completedCourses: [], inProgressCourses: [] }),
    });
    const { user, router } = await renderApp('/learn');
    await user.click(await screen.findByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/learn/profile');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the failure with a retry', async () => {
    mockApi({ ...signedInLearner, 'GET /api/learner/profile': { status: 500, body: { message: 'Something broke.', code: 'internal' } } });
    await renderApp('/learn/profile');
    expect(await screen.findByText('We could not load your profile.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
