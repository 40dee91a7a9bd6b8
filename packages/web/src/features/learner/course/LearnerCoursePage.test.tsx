import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { courseDetail, courseLesson, signedInLearner } from '../test/learner-fixtures.ts';

const course = (body: unknown) => ({ 'GET /api/learner/courses/c1': { status: 200, body } });

describe('the learner course page', () => {
  it('lists lessons of every kind, each linked to its own page', async () => {
    mockApi({
      ...signedInLearner,
      ...course(
        courseDetail({
          title: 'Site safety',
          lessons: [
            courseLesson({ id: 'l1', kind: 'Lesson', title: 'Hazards' }),
            courseLesson({ id: 'd1', kind: 'Discussion', title: 'Near misses' }),
            courseLesson({ id: 'a1', kind: 'Assessment', title: 'Risk assessment' }),
            courseLesson({ id: 'o1', kind: 'Observation', title: 'On the floor' }),
            courseLesson({ id: 'v1', kind: 'Conference', title: 'Q&A' }),
          ],
        }),
      ),
    });
    await renderApp('/learn/courses/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site safety' })).toBeTruthy();
    const links = ['Hazards', 'Near misses', 'Risk assessment', 'On the floor', 'Q&A'].map((title) =>
      within(screen.getByRole('listitem', { name: title }))
        .getByRole('link')
        .getAttribute('href'),
    );
    expect(links).toEqual([
      '/learn/lessons/l1',
      '/learn/discussions/d1',
      '/learn/assessments/a1',
      '/learn/observations/o1',
      '/learn/conferences/v1',
    ]);
    expect(within(screen.getByRole('listitem', { name: 'Near misses' })).getByText('Discussion')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Q&A' })).getByRole('link', { name: 'Join the session' })).toBeTruthy();
  });

  it('shows discussions, assessments, observations and conferences completed, opened rather than taken again', async () => {
    mockApi({
      ...signedInLearner,
      ...course(
        courseDetail({
          lessonCount: 3,
          completedLessonCount: 2,
          lessons: [
            courseLesson({ id: 'd1', kind: 'Discussion', title: 'Near misses', completed: true }),
            courseLesson({ id: 'a1', kind: 'Assessment', title: 'Risk assessment', completed: true, bestScore: 90 }),
            courseLesson({ id: 'v1', kind: 'Conference', title: 'Q&A' }),
          ],
        }),
      ),
    });
    await renderApp('/learn/courses/c1');
    const discussion = await screen.findByRole('listitem', { name: 'Near misses' });
    expect(within(discussion).getByText('Completed')).toBeTruthy();
    expect(within(discussion).getByRole('link', { name: 'Join the discussion' }).getAttribute('href')).toBe('/learn/discussions/d1');
    const assessment = screen.getByRole('listitem', { name: 'Risk assessment' });
    expect(within(assessment).getByText('Completed')).toBeTruthy();
    expect(within(assessment).getByText('Best score 90')).toBeTruthy();
    expect(within(assessment).queryByRole('link', { name: 'Take again' })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Q&A' })).queryByText('Completed')).toBeNull();
  });

  it('shows each lesson’s state: best score, stars, attempts, and why a lesson is locked', async () => {
    mockApi({
      ...signedInLearner,
      ...course(
        courseDetail({
          lessons: [
            courseLesson({ id: 'l1', title: 'Hazards', completed: true, bestScore: 80, stars: 3, attemptCount: 2 }),
            courseLesson({
              id: 'l2',
              title: 'Ladders',
              bestScore: 40,
              stars: 1,
              attemptCount: 1,
              locked: true,
              lockReason: 'interval',
              lockedUntil: '2026-11-23T10:30:00.000Z',
            }),
            courseLesson({
              id: 'l3',
              title: 'Exam',
              completed: true,
              bestScore: 100,
              attemptCount: 1,
              locked: true,
              lockReason: 'completed',
            }),
          ],
        }),
      ),
    });
    await renderApp('/learn/courses/c1');
    const hazards = await screen.findByRole('listitem', { name: 'Hazards' });
    expect(within(hazards).getByText('Best score 80')).toBeTruthy();
    expect(within(hazards).getByText('3 stars')).toBeTruthy();
    expect(within(hazards).getByText('2 attempts')).toBeTruthy();
    expect(within(hazards).getByRole('link', { name: 'Take again' }).getAttribute('href')).toBe('/learn/lessons/l1');

    const ladders = screen.getByRole('listitem', { name: 'Ladders' });
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-11-23T10:30:00.000Z'),
    );
    expect(within(ladders).getByText(`Locked after a failed attempt. Try again after ${until}.`)).toBeTruthy();
    expect(within(ladders).queryByRole('link')).toBeNull();
    expect(within(ladders).getByText('1 star')).toBeTruthy();

    const exam = screen.getByRole('listitem', { name: 'Exam' });
    expect(within(exam).getByText('You have completed this lesson; it can be taken only once.')).toBeTruthy();
    expect(within(exam).queryByRole('link')).toBeNull();
  });

  it('names the prerequisite courses when they lock the lessons', async () => {
    mockApi({
      ...signedInLearner,
      ...course(
        courseDetail({
          locked: true,
          missingPrerequisites: [{ id: 'c0', title: 'Induction' }],
          lessons: [courseLesson({ title: 'Hazards', locked: true, lockReason: 'prerequisites' })],
        }),
      ),
    });
    await renderApp('/learn/courses/c1');
    const hazards = await screen.findByRole('listitem', { name: 'Hazards' });
    const message = within(hazards).getByText((_, element) => element?.textContent === 'Locked: complete Induction first.');
    expect(within(message).getByRole('link', { name: 'Induction' }).getAttribute('href')).toBe('/learn/courses/c0');
    expect(within(hazards).queryByRole('link', { name: /Start|Continue/ })).toBeNull();
  });

  it('says a lesson waits for the lessons it builds on when the course itself is open', async () => {
    mockApi({
      ...signedInLearner,
      ...course(courseDetail({ lessons: [courseLesson({ title: 'Final check', locked: true, lockReason: 'prerequisites' })] })),
    });
    await renderApp('/learn/courses/c1');
    const row = await screen.findByRole('listitem', { name: 'Final check' });
    expect(within(row).getByText('Locked: complete the lessons this one builds on first.')).toBeTruthy();
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('says when opening a lesson completes it', async () => {
    mockApi({
      ...signedInLearner,
      ...course(
        courseDetail({
          completionCriteria: { percentage: 50, milestonePercentage: null, certificate: { enabled: false }, openToComplete: true },
        }),
      ),
    });
    await renderApp('/learn/courses/c1');
    expect(await screen.findByText('Complete 50% of the lessons to complete the course. Opening a lesson completes it.')).toBeTruthy();
  });

  it('shows how the course stands against its passing score, with leaderboard and certificate when offered', async () => {
    mockApi({
      ...signedInLearner,
      ...course(
        courseDetail({
          score: 82.4,
          passed: true,
          completed: true,
          verdict: 'passed',
          completedLessonCount: 4,
          leaderboardEnabled: true,
          certificateAvailable: true,
        }),
      ),
    });
    await renderApp('/learn/courses/c1');
    const standing = await screen.findByRole('region', { name: 'Your progress in this course' });
    expect(within(standing).getByText('Course score').nextElementSibling?.textContent).toBe('82');
    expect(within(standing).getByText('Passing score').nextElementSibling?.textContent).toBe('70');
    expect(within(standing).getByText('Result').nextElementSibling?.textContent).toBe('Passed');
    expect(within(standing).getByRole('progressbar', { name: '4 of 4 lessons completed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe('/learn/courses/c1/leaderboard');
    expect(screen.getByRole('link', { name: 'Certificate' }).getAttribute('href')).toBe('/learn/courses/c1/certificate');
  });

  // Issue 11, seen: the learner was shown "Passing score 0" and "Passed" for a course that sets none.
  it('a course with a minimum score of 0 shows no passing score, and "Completed" rather than "Passed"', async () => {
    mockApi({
      ...signedInLearner,
      ...course(
        courseDetail({
          score: 33,
          passed: true,
          completed: true,
          verdict: 'completed',
          completedLessonCount: 4,
          config: { ...courseDetail().config, minimumScore: 0 },
        }),
      ),
    });
    await renderApp('/learn/courses/c1');
    const standing = await screen.findByRole('region', { name: 'Your progress in this course' });
    expect(within(standing).queryByText('Passing score')).toBeNull();
    expect(within(standing).getByText('Result').nextElementSibling?.textContent).toBe('Completed');
  });

  it('offers neither leaderboard nor certificate when the course has none, and says what completes it', async () => {
    mockApi({
      ...signedInLearner,
      ...course(
        courseDetail({
          score: 50,
          completionCriteria: { percentage: 80, milestonePercentage: null, certificate: { enabled: true }, openToComplete: false },
        }),
      ),
    });
    await renderApp('/learn/courses/c1');
    expect(await screen.findByText('Complete 80% of the lessons to complete the course.')).toBeTruthy();
    expect(screen.getByText('Result').nextElementSibling?.textContent).toBe('In progress');
    expect(screen.queryByRole('link', { name: 'Leaderboard' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Certificate' })).toBeNull();
  });

  it('says when the course has no lessons', async () => {
    mockApi({ ...signedInLearner, ...course(courseDetail({ lessons: [], lessonCount: 0 })) });
    await renderApp('/learn/courses/c1');
    expect(await screen.findByText('This course has no lessons yet.')).toBeTruthy();
  });

  it('leads to not found for a course the learner may not see', async () => {
    mockApi({ ...signedInLearner, 'GET /api/learner/courses/c1': { status: 404, body: { message: 'Not found', code: 'not_found' } } });
    const { router } = await renderApp('/learn/courses/c1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows a loading state first', async () => {
    mockApi({ ...signedInLearner, 'GET /api/learner/courses/c1': () => new Promise(() => {}) });
    await renderApp('/learn/courses/c1');
    expect(await screen.findByText('Loading the course…')).toBeTruthy();
  });

  it('offers the course’s documents to open or download, in Spanish too', async () => {
    const handbook = { id: 'd1', name: 'Handbook.pdf', url: '/api/media/0b9f6a52-7d4e-4c1e-9a51-3f0e1d2c3b4a/file' };
    mockApi({ ...signedInLearner, ...course(courseDetail({ briefcase: [handbook] })) });
    await renderApp('/learn/courses/c1', { language: 'es-ES' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Documentos' })).toBeTruthy();
    const item = screen.getByRole('listitem', { name: 'Handbook.pdf' });
    expect(within(item).getByRole('link', { name: 'Abrir' }).getAttribute('href')).toBe(handbook.url);
    expect(within(item).getByRole('link', { name: 'Abrir' }).getAttribute('target')).toBe('_blank');
    expect(within(item).getByRole('link', { name: 'Descargar' }).getAttribute('download')).toBe('Handbook.pdf');
  });

  it('has no documents section when the course carries none', async () => {
    mockApi({ ...signedInLearner, ...course(courseDetail({ title: 'Plain' })) });
    await renderApp('/learn/courses/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plain' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
  });

  it('records Course Opened once the course has loaded (issue 15)', async () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const requests = mockApi({
      ...signedInLearner,
      [`GET /api/learner/courses/${id}`]: { status: 200, body: courseDetail({ title: 'Site safety' }) },
      'POST /api/events': { status: 202, body: { accepted: 1 } },
    });
    await renderApp(`/learn/courses/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Site safety' })).toBeTruthy();
    await waitFor(() => {
      const sent = requests
        .filter((request) => request.path === '/api/events')
        .flatMap((request) => (request.body as { batch: unknown[] }).batch);
      expect(sent).toContainEqual(expect.objectContaining({ type: 'track', event: 'Course Opened', properties: { course_id: id } }));
    });
  });
});
