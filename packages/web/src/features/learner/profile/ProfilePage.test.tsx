import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { accountAndPlan, renderApp } from '../../../test/render-app.tsx';
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

  const someProfile = profile({ name: 'Grace Hopper', email: 'grace@example.com', stars: 17, completedCourses: [], inProgressCourses: [] });

  it('lists the certificates held, with the expiry of recurring training, the PDF in the page language and the verification page', async () => {
    mockApi({
      ...signedInLearner,
      ...someProfile,
      'GET /api/learner/certificates': {
        status: 200,
        body: {
          items: [
            {
              code: 'ABCDEFGH2345',
              courseId: 'c1',
              courseTitle: 'Forklift safety',
              learnerName: 'Grace Hopper',
              issuedAt: '2026-03-01T09:00:00.000Z',
              expiresAt: '2027-03-01T09:00:00.000Z',
            },
            {
              code: 'BCDEFGH23456',
              courseId: 'c2',
              courseTitle: 'Welcome',
              learnerName: 'Grace Hopper',
              issuedAt: '2026-02-01T09:00:00.000Z',
              expiresAt: null,
            },
          ],
        },
      },
    });
    await renderApp('/learn/profile', { language: 'es-ES' });
    const list = await screen.findByRole('region', { name: 'Certificados' });
    const [recurring, lasting] = within(list).getAllByRole('listitem');
    expect(recurring!.textContent).toContain('Forklift safety');
    expect(recurring!.textContent).toMatch(/válido hasta el 1 mar 2027/);
    expect(lasting!.textContent).not.toMatch(/válido hasta/);
    expect(
      within(recurring!)
        .getByRole('link', { name: /PDF.*Forklift safety/ })
        .getAttribute('href'),
    ).toBe('/api/learner/courses/c1/certificate.pdf?language=es-ES');
    expect(
      within(recurring!)
        .getByRole('link', { name: /ABCDEFGH2345/ })
        .getAttribute('href'),
    ).toBe('/certificates/ABCDEFGH2345');
  });

  it('says when no certificate is held yet', async () => {
    mockApi({ ...signedInLearner, ...someProfile });
    await renderApp('/learn/profile');
    expect(await screen.findByText('No certificates yet: complete a course that gives one to earn it.')).toBeTruthy();
  });

  it('shows the star total only while the star bar (and stars) are switched on', async () => {
    const withStarBar = (starBarEnabled: boolean) => ({
      'GET /api/account': { status: 200, body: { ...accountAndPlan['GET /api/account'].body, starBarEnabled } },
    });
    mockApi({ ...signedInLearner, ...someProfile, ...withStarBar(false) });
    const off = await renderApp('/learn/profile');
    const summary = await screen.findByRole('region', { name: 'Your achievements' });
    expect(within(summary).getByText('grace@example.com')).toBeTruthy();
    expect(within(summary).queryByText('Stars')).toBeNull();
    off.unmount();

    mockApi({ ...signedInLearner, ...someProfile, ...withStarBar(true) });
    await renderApp('/learn/profile');
    const shown = await screen.findByRole('region', { name: 'Your achievements' });
    expect((await within(shown).findByText('Stars')).nextElementSibling?.textContent).toBe('★ 17');
  });
});
