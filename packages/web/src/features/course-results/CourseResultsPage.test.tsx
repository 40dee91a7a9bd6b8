import type { CourseLearnerResult } from '@slidewise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';
import { editorCourse } from '../../test/course-fixtures.ts';

const learner = (overrides: Partial<CourseLearnerResult>): CourseLearnerResult => ({
  userId: 'u1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  completedLessonCount: 2,
  lessonCount: 3,
  score: 75,
  passed: true,
  completed: false,
  verdict: 'passed',
  lastActivityAt: '2026-11-21T15:00:00.000Z',
  lessons: [
    { lessonId: 'l1', title: 'Hazards', bestScore: 90, attemptCount: 2 },
    { lessonId: 'l2', title: 'Ladders', bestScore: 60, attemptCount: 1 },
    { lessonId: 'l3', title: 'Exam', bestScore: null, attemptCount: 0 },
  ],
  ...overrides,
});

const passingAt = (minimumScore: number) => {
  const base = editorCourse({ id: 'c1', title: 'Site safety' });
  return { 'GET /api/courses/c1': { status: 200, body: { ...base, config: { ...base.config, minimumScore } } } };
};
const course = passingAt(60);
const results = (items: CourseLearnerResult[]) => ({ 'GET /api/courses/c1/results': { status: 200, body: { items } } });

describe('the course results', () => {
  it('sums the learners up and shows each one’s standing, lesson by lesson', async () => {
    mockApi({
      ...signedIn,
      ...course,
      ...results([
        learner({}),
        learner({
          userId: 'u2',
          name: 'José Núñez',
          email: 'jose@example.com',
          score: 45,
          passed: false,
          completed: true,
          verdict: 'completed-not-passed',
          completedLessonCount: 3,
          lastActivityAt: null,
          lessons: [],
        }),
      ]),
    });
    const { user } = await renderApp('/course/c1/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course results' })).toBeTruthy();
    expect(await screen.findByText('Site safety')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('ed-dark'));
    expect(document.title).toBe('Course results · Slidewise');

    const figure = (label: string) => screen.getAllByText(label)[0]!.nextElementSibling?.textContent;
    expect(figure('Learners')).toBe('2');
    expect(figure('Completed')).toBe('1');
    expect(figure('Passed')).toBe('1');
    expect(figure('Average score')).toBe('60');

    const grace = screen.getByRole('listitem', { name: 'Grace Hopper' });
    expect(within(grace).getByText('2 of 3 lessons')).toBeTruthy();
    expect(within(grace).getByText('Score').nextElementSibling?.textContent).toBe('75');
    expect(within(grace).getByText('Result').nextElementSibling?.textContent).toBe('Passed');
    await user.click(within(grace).getByText('3 lessons'));
    const lessons = within(grace).getByRole('table', { name: 'Lessons of Grace Hopper' });
    expect(
      within(lessons)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Hazards902', 'Ladders601', 'Exam–0']);

    const jose = screen.getByRole('listitem', { name: 'José Núñez' });
    expect(within(jose).getByText('Result').nextElementSibling?.textContent).toBe('Completed, not passed');
    expect(within(jose).getByText('Last activity').nextElementSibling?.textContent).toBe('Never');
  });

  it('counts nobody as passed when the course has no passing score (a minimum of 0)', async () => {
    mockApi({
      ...signedIn,
      ...passingAt(0),
      ...results([learner({ completed: true, passed: true, verdict: 'completed', score: 33 })]),
    });
    await renderApp('/course/c1/results');
    const grace = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    expect(within(grace).getByText('Result').nextElementSibling?.textContent).toBe('Completed');
    const figures = screen.getByText('Learners').closest('dl')!;
    expect(within(figures).queryByText('Passed')).toBeNull();
    expect(within(figures).getByText('Completed').nextElementSibling?.textContent).toBe('1');
  });

  it('finds a learner by name or e-mail', async () => {
    mockApi({
      ...signedIn,
      ...course,
      ...results([learner({}), learner({ userId: 'u2', name: 'José Núñez', email: 'jose@example.com' })]),
    });
    const { user } = await renderApp('/course/c1/results');
    await user.type(await screen.findByLabelText('Find a learner'), 'nunez');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Grace Hopper' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'José Núñez' })).toBeTruthy();
    expect(screen.getByText('Showing 1 of 2 learners')).toBeTruthy();
  });

  it('says when no learner has results yet, in Spanish too', async () => {
    mockApi({ ...signedIn, ...course, ...results([]) });
    await renderApp('/course/c1/results', { language: 'es-ES' });
    expect(await screen.findByRole('heading', { name: 'Aún no hay resultados' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al editor del curso' }).getAttribute('href')).toBe('/course/c1/edit');
  });

  it('shows a failure with a retry', async () => {
    mockApi({
      ...signedIn,
      ...course,
      'GET /api/courses/c1/results': { status: 503, body: { message: 'Try later.', code: 'unavailable' } },
    });
    await renderApp('/course/c1/results');
    expect(await screen.findByText('We could not load the results.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sends someone without the right role to the forbidden page', async () => {
    mockApi({ ...signedIn, ...course, 'GET /api/courses/c1/results': { status: 403, body: { message: 'Forbidden', code: 'forbidden' } } });
    const { router } = await renderApp('/course/c1/results');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
  });

  it('is linked from the course editor', async () => {
    mockApi({
      ...signedIn,
      ...course,
      'GET /api/course/c1/lessons': { status: 200, body: [] },
      'GET /api/courses/c1/review-comments': { status: 200, body: [] },
      ...results([learner({})]),
    });
    const { user, router } = await renderApp('/course/c1/edit');
    await user.click(await screen.findByRole('link', { name: 'Learner results' }));
    expect(await screen.findByRole('listitem', { name: 'Grace Hopper' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/course/c1/results');
  });
});
