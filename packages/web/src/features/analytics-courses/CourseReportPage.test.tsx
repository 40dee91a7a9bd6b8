import type { CourseLearnerPage, CourseReport, CourseReportLearner, QuestionReport } from '@slidewise/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';

const courseReport: CourseReport = {
  course: { id: 'c1', title: 'Customer care' },
  funnel: { assigned: 3, started: 2, completed: 1, passed: 1 },
  timeSpent: { totalSeconds: 600, averageSecondsPerLearner: 300 },
  lessons: [{ lessonId: 'l1', title: 'Conversations', startedCount: 2, completedCount: 2, completionShare: 1, averageScore: 94 }],
  learnerCount: 2,
};

const ana: CourseReportLearner = {
  userId: 'u1',
  name: 'Ana Tester',
  email: 'ana@example.com',
  completedLessonCount: 1,
  lessonCount: 1,
  score: 100,
  attemptCount: 1,
  stars: 3,
  completed: true,
  passed: true,
  certificate: false,
  timeSpentSeconds: 240,
  lastActivityAt: '2026-11-21T15:00:00.000Z',
};
const bruno: CourseReportLearner = { ...ana, userId: 'u2', name: 'Bruno Tester', email: 'bruno@example.com', score: null, passed: false };

/** The learners' pages: Ana first, then Bruno after the cursor the first page gave. */
const learnerPages = (request: { search: string }): { status: number; body: CourseLearnerPage } =>
  request.search.includes('cursor=after-ana')
    ? { status: 200, body: { items: [bruno], nextCursor: null } }
    : { status: 200, body: { items: [ana], nextCursor: 'after-ana' } };

const questionReport: QuestionReport = {
  course: { id: 'c1', title: 'Customer care' },
  lesson: { id: 'l1', title: 'Conversations' },
  slides: [
    {
      slideId: 's1',
      position: 1,
      type: 'multiple-choice-game',
      kind: 'game',
      question: 'Which password is strongest?',
      answeredCount: 2,
      firstTryRightCount: 1,
      firstTryRightShare: 0.5,
      averageSeconds: 6,
      options: [
        { key: 'a', label: 'correct-horse', correct: true, count: 1 },
        { key: 'b', label: 'Password123', correct: false, count: 1 },
      ],
      freeTextAnswers: [],
    },
    {
      slideId: 's2',
      position: 2,
      type: 'free-text-survey',
      kind: 'survey',
      question: 'What would you do differently?',
      answeredCount: 1,
      firstTryRightCount: 0,
      firstTryRightShare: null,
      averageSeconds: 20,
      options: [],
      freeTextAnswers: [{ text: 'Listen first.', count: 1 }],
    },
  ],
};

describe('the course report', () => {
  it('shows the funnel, the lessons with a link to their question report, and the first page of learners', async () => {
    mockApi({
      ...signedIn,
      'GET /api/analytics/courses/c1': { status: 200, body: courseReport },
      'GET /api/analytics/courses/c1/learners': learnerPages,
    });
    await renderApp('/analytics/courses/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course report' })).toBeTruthy();
    const funnel = screen.getByRole('table', { name: 'Completion funnel' });
    expect(within(funnel).getByRole('rowheader', { name: 'Assigned' }).closest('tr')?.textContent).toBe('Assigned3');
    expect(screen.getByRole('link', { name: 'Conversations' }).getAttribute('href')).toBe('/analytics/courses/c1/lessons/l1');
    const learners = await screen.findByRole('region', { name: 'Learners' });
    expect(within(learners).getByRole('rowheader', { name: 'Ana Tester' }).closest('tr')?.textContent).toContain('ana@example.com1/1100');
    expect(screen.getByText('1 of 2 learners shown')).toBeTruthy();
    // The CSV is every learner's, from the server, not only the rows loaded.
    expect(screen.getByRole('link', { name: 'Export CSV: Learners' }).getAttribute('href')).toBe(
      '/api/analytics/courses/c1/learners.csv?language=en-US',
    );
    expect(screen.getByRole('link', { name: 'Export PDF' }).getAttribute('href')).toBe(
      '/api/analytics/courses/c1/report.pdf?language=en-US',
    );
    expect(screen.getByRole('link', { name: 'Back to analytics' }).getAttribute('href')).toBe('/analytics');
  });

  it('adds the next page of learners on "Show more", and offers no more after the last', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/analytics/courses/c1': { status: 200, body: courseReport },
      'GET /api/analytics/courses/c1/learners': learnerPages,
    });
    await renderApp('/analytics/courses/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Show more learners' }));
    const learners = screen.getByRole('region', { name: 'Learners' });
    expect((await within(learners).findByRole('rowheader', { name: 'Bruno Tester' })).closest('tr')?.textContent).toContain('–');
    expect(within(learners).getByRole('rowheader', { name: 'Ana Tester' })).toBeTruthy();
    expect(screen.getByText('2 of 2 learners shown')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more learners' })).toBeNull();
    expect(requests.filter((request) => request.path === '/api/analytics/courses/c1/learners').map((request) => request.search)).toEqual([
      '',
      '?cursor=after-ana',
    ]);
  });

  it('asks for the first learners with the summary, not once it has answered', async () => {
    const requests = mockApi({
      ...signedIn,
      // The summary never answers: the learners can only have been asked alongside it.
      'GET /api/analytics/courses/c1': () => new Promise(() => {}),
      'GET /api/analytics/courses/c1/learners': learnerPages,
    });
    await renderApp('/analytics/courses/c1');
    expect(await screen.findByText('Loading the report…')).toBeTruthy();
    await waitFor(() => expect(requests.some((request) => request.path === '/api/analytics/courses/c1/learners')).toBe(true));
  });

  it('says so in Spanish when nobody played the course', async () => {
    mockApi({
      ...signedIn,
      'GET /api/analytics/courses/c1': { status: 200, body: { ...courseReport, learnerCount: 0 } },
      'GET /api/analytics/courses/c1/learners': { status: 200, body: { items: [], nextCursor: null } },
    });
    await renderApp('/analytics/courses/c1', { language: 'es-ES' });
    expect(await screen.findByText('Ningún alumno ha hecho este curso todavía.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Exportar CSV: Alumnos' })).toBeNull();
  });

  it('says so when the learners cannot be loaded, keeping the summary', async () => {
    mockApi({
      ...signedIn,
      'GET /api/analytics/courses/c1': { status: 200, body: courseReport },
      'GET /api/analytics/courses/c1/learners': {
        status: 400,
        body: { message: 'This page cursor is not valid.', code: 'validation_failed' },
      },
    });
    await renderApp('/analytics/courses/c1');
    expect(await screen.findByText('The learners could not be loaded.')).toBeTruthy();
    expect(screen.getAllByText('Some of what was entered is not valid. Check it and try again.').length).toBeGreaterThan(0);
    // The summary stays: only the learners' part says it failed, with its own retry.
    expect(screen.getByRole('table', { name: 'Completion funnel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when the report cannot be loaded', async () => {
    mockApi({
      ...signedIn,
      'GET /api/analytics/courses/c1': { status: 500, body: { message: 'The database is away.', code: 'internal' } },
      'GET /api/analytics/courses/c1/learners': learnerPages,
    });
    await renderApp('/analytics/courses/c1');
    expect(await screen.findByText('The report could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the lesson and question report', () => {
  it("shows each slide's first-try share, the answers chosen and the free-text answers", async () => {
    mockApi({ ...signedIn, 'GET /api/analytics/courses/c1/lessons/l1': { status: 200, body: questionReport } });
    await renderApp('/analytics/courses/c1/lessons/l1');
    const first = await screen.findByRole('region', { name: 'Slide 1: Which password is strongest?' });
    expect(within(first).getByText('50%')).toBeTruthy();
    const chosen = within(first).getByRole('table', { name: 'Answers chosen' });
    expect(within(chosen).getByRole('rowheader', { name: 'correct-horse ✓' }).closest('tr')?.textContent).toBe('correct-horse ✓1');
    const second = screen.getByRole('region', { name: 'Slide 2: What would you do differently?' });
    expect(within(second).getByRole('list', { name: 'Free-text answers' }).textContent).toBe('Listen first.');
  });
});

describe('the course picker', () => {
  it('lists the courses with their learners, each linking to its report', async () => {
    mockApi({
      ...signedIn,
      'GET /api/analytics/courses': {
        status: 200,
        body: { items: [{ id: 'c1', title: 'Customer care', courseStatus: 'Published', learnerCount: 2 }] },
      },
    });
    await renderApp('/analytics/courses');
    expect((await screen.findByRole('link', { name: 'Customer care' })).getAttribute('href')).toBe('/analytics/courses/c1');
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toBeTruthy();
  });
});
