import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { noCourses, renderApp, signedIn } from '../../../test/render-app.tsx';
import { courseSummary, signedInLearner } from '../test/learner-fixtures.ts';

const courses = (items: unknown[]) => ({ 'GET /api/learner/courses': { status: 200, body: { items } } });

describe('the learner home', () => {
  it('lists the courses with their progress, score and a way in', async () => {
    mockApi({
      ...signedInLearner,
      ...courses([
        courseSummary({ id: 'c1', title: 'Site safety', completedLessonCount: 0 }),
        courseSummary({ id: 'c2', title: 'First aid', completedLessonCount: 2, score: 64.6 }),
        courseSummary({
          id: 'c3',
          title: 'Welcome',
          completedLessonCount: 4,
          score: 90,
          passed: true,
          completed: true,
          verdict: 'completed',
        }),
      ]),
    });
    await renderApp('/learn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your learning' })).toBeTruthy();
    expect(screen.getByText('Hello, Grace')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Your learning · Slidewise'));

    const [safety, firstAid, welcome] = await screen.findAllByRole('listitem');
    expect(within(safety!).getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/learn/courses/c1');
    expect(within(safety!).getByText('No score yet')).toBeTruthy();
    expect(within(safety!).getByRole('progressbar', { name: '0 of 4 lessons completed' })).toBeTruthy();

    expect(within(firstAid!).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/learn/courses/c2');
    expect(within(firstAid!).getByText('Score 65')).toBeTruthy();
    expect(within(firstAid!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');

    expect(within(welcome!).getByRole('link', { name: 'Review' })).toBeTruthy();
    // The course sets no passing score: completed, never "Passed".
    expect(within(welcome!).getByText('Completed')).toBeTruthy();
    expect(within(welcome!).queryByText('Passed')).toBeNull();
  });

  it('shows a course with unmet prerequisites as locked, naming what to complete first', async () => {
    mockApi({
      ...signedInLearner,
      ...courses([
        courseSummary({
          id: 'c9',
          title: 'Advanced rigging',
          locked: true,
          missingPrerequisites: [
            { id: 'c1', title: 'Site safety' },
            { id: 'c2', title: 'First aid' },
          ],
        }),
      ]),
    });
    await renderApp('/learn');
    const card = (await screen.findAllByRole('listitem'))[0]!;
    const message = within(card).getByText((_, element) => element?.textContent === 'Locked: complete Site safety and First aid first.');
    expect(within(message).getByRole('link', { name: 'Site safety' }).getAttribute('href')).toBe('/learn/courses/c1');
    expect(within(message).getByRole('link', { name: 'First aid' }).getAttribute('href')).toBe('/learn/courses/c2');
    // It can still be opened to see what it holds, but it offers no start.
    expect(within(card).queryByRole('link', { name: 'Start' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'See the course' })).toBeTruthy();
  });

  it('says the prerequisites in Spanish too', async () => {
    mockApi({
      ...signedInLearner,
      ...courses([
        courseSummary({
          locked: true,
          missingPrerequisites: [
            { id: 'c1', title: 'Seguridad' },
            { id: 'c2', title: 'Primeros auxilios' },
          ],
        }),
      ]),
    });
    await renderApp('/learn', { language: 'es-ES' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu aprendizaje' })).toBeTruthy();
    expect(
      screen.getByText((_, element) => element?.textContent === 'Bloqueado: completa primero Seguridad y Primeros auxilios.'),
    ).toBeTruthy();
  });

  it('shows an empty state', async () => {
    mockApi({ ...signedInLearner, ...courses([]) });
    await renderApp('/learn');
    expect(await screen.findByRole('heading', { name: 'No courses for you yet' })).toBeTruthy();
  });

  it('shows a loading state first', async () => {
    mockApi({ ...signedInLearner, 'GET /api/learner/courses': () => new Promise(() => {}) });
    await renderApp('/learn');
    expect(await screen.findByText('Loading your courses…')).toBeTruthy();
  });

  it('shows the failure and tries again', async () => {
    let fail = true;
    mockApi({
      ...signedInLearner,
      'GET /api/learner/courses': () =>
        fail
          ? { status: 503, body: { message: 'The database is unavailable.', code: 'unavailable' } }
          : { status: 200, body: { items: [courseSummary()] } },
    });
    const { user } = await renderApp('/learn');
    expect(await screen.findByText('We could not load your courses.')).toBeTruthy();
    expect(screen.getAllByText('The database is unavailable.').length).toBeGreaterThan(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Site safety' })).toBeTruthy();
  });
});

describe('landing and the Learn link', () => {
  it('sends a learner from / to /learn, without a Learn link', async () => {
    mockApi({ ...signedInLearner, ...courses([courseSummary()]) });
    const { router } = await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your learning' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/learn');
    expect(screen.queryByRole('link', { name: 'Learn' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Learning' })).toBeTruthy();
  });

  it('keeps staff on their course list at /, with a Learn link in the top bar', async () => {
    mockApi({
      ...signedIn,
      ...noCourses,
      ...courses([courseSummary()]),
      'GET /api/learner/playlists': { status: 200, body: { items: [] } },
    });
    const { router, user } = await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your courses' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Learn' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your learning' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/learn');
  });
});
