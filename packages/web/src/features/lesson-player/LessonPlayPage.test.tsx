import { defaultSlide, findSlideTemplate, type Attempt, type LearnerLessonResponse, type Slide } from '@slidewise/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lastKnownUser } from '../auth/index.ts';
import { mockApi, mockNetworkDown, type RecordedRequest } from '../../test/fetch-mock.ts';
import { accountAndPlan, renderApp, signedIn, testUser } from '../../test/render-app.tsx';
import { keepLessonCopy, readLessonCopy } from './data/lesson-copy.ts';
import { readOutbox } from './data/outbox.ts';

function exampleSlide(id: string, type: string): Slide {
  const example = findSlideTemplate(type)!.examples[0]!;
  return defaultSlide({
    id,
    type,
    subtype: example.subtype,
    name: example.name,
    data: structuredClone(example.data) as Record<string, unknown>,
  });
}

const rightWord = (findSlideTemplate('circle-the-answer')!.examples[0]!.data as { correctAnswer: string }).correctAnswer;
const at = '2026-11-23T10:00:00.000Z';
const unlocked = { locked: false, reason: null, lockedUntil: null };

function lessonResponse(overrides: Partial<LearnerLessonResponse> = {}): LearnerLessonResponse {
  return {
    lesson: {
      id: 'l1',
      courseId: 'c1',
      title: 'Safe lifting',
      kind: 'Lesson',
      language: 'en-US',
      config: { pagination: true, indicator: true, pageNumbers: true, sound: true, direction: 'ltr' },
      slides: [exampleSlide('intro', 'title'), exampleSlide('quiz', 'circle-the-answer')],
    },
    course: { id: 'c1', title: 'Warehouse basics' },
    attempt: null,
    lock: unlocked,
    best: null,
    starsEarnedBySlide: {},
    ...overrides,
  };
}

const attempt = (id: string, extra: Partial<Attempt> = {}): Attempt => ({
  id,
  lessonId: 'l1',
  startedAt: at,
  finishedAt: null,
  currentSlideIndex: 0,
  results: {},
  ...extra,
});

function lessonApi(lesson: LearnerLessonResponse, extra: Parameters<typeof mockApi>[0] = {}): RecordedRequest[] {
  return mockApi({
    ...signedIn,
    'GET /api/learner/lessons/l1': { status: 200, body: lesson },
    'POST /api/learner/lessons/l1/attempts': ({ body }) => ({ status: 201, body: attempt((body as { attemptId: string }).attemptId) }),
    ...extra,
  });
}

/**
 * Attempt calls carry the id the page made, which mockApi's fixed paths cannot name: they are recorded
 * by mockApi as usual, then answered here (or fail, as fetch does offline, when `answer` throws).
 */
function answerAttemptCalls(answer: (path: string) => unknown) {
  const recorded = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (!path.startsWith('/api/learner/attempts/')) return recorded(input, init);
    await recorded(input, init);
    return new Response(JSON.stringify(answer(path)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

const calls = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.path.startsWith('/api/learner/'))
    .map((request) => `${request.method} ${request.path.replace(/[0-9a-f-]{36}/, '{attempt}')}`);

describe('the lesson page', () => {
  it('plays a lesson to the end: starts an attempt, sends each result and finishes with score and stars', async () => {
    const requests = lessonApi(lessonResponse());
    answerAttemptCalls((path) => {
      const id = path.split('/')[4]!;
      if (!path.endsWith('/finish')) return attempt(id);
      return {
        attempt: attempt(id, { finishedAt: at }),
        score: 100,
        stars: 1,
        newStars: 1,
        passed: true,
        verdict: 'completed',
        best: { score: 100, stars: 1 },
        course: { score: 100, passed: true, completed: true, certificateAvailable: false },
        nextLesson: { id: 'l2', kind: 'Lesson', title: 'Safe carrying' },
        leaderboardEnabled: true,
      };
    });

    await renderApp('/learn/lessons/l1');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Safe lifting' })).toBeTruthy();
    // Full screen: no site bar, and the way out of the lesson goes back to its course.
    expect(document.querySelector('.top-bar')).toBeNull();
    expect(screen.getByRole('link', { name: 'Leave the lesson and go back to Warehouse basics' }).getAttribute('href')).toBe(
      '/learn/courses/c1',
    );
    await waitFor(() => expect(document.querySelector('.sw-slide[data-slide-type="title"]')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: "Let's begin" }));
    await user.click(await screen.findByRole('button', { name: rightWord }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByTestId('lesson-score')).toBeTruthy();
    expect(screen.getByTestId('lesson-score').textContent).toBe('100 out of 100');
    expect(screen.getByRole('img', { name: '1 of 1 stars' })).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next lesson: Safe carrying' }).getAttribute('href')).toBe('/learn/lessons/l2');
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
    expect(calls(requests)).toEqual([
      'GET /api/learner/lessons/l1',
      'POST /api/learner/lessons/l1/attempts',
      'PUT /api/learner/attempts/{attempt}/results/intro',
      'PUT /api/learner/attempts/{attempt}/results/quiz',
      'POST /api/learner/attempts/{attempt}/finish',
      // Scores changed: the learner's reads are refreshed, the lesson's lock among them.
      'GET /api/learner/lessons/l1',
    ]);
    const quizResult = requests.find((request) => request.path.endsWith('/results/quiz'))!;
    expect(quizResult.body).toMatchObject({ correct: true, points: 1000, answers: rightWord, currentSlideIndex: 1 });
    expect(readOutbox('l1')).toEqual([]);

    // Playing again is a new attempt from the first slide.
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    await waitFor(() => expect(document.querySelector('.sw-slide[data-slide-type="title"]')).toBeTruthy());
    await waitFor(() => expect(calls(requests).filter((call) => call === 'POST /api/learner/lessons/l1/attempts')).toHaveLength(2));
    const [first, second] = requests
      .filter((request) => request.path.endsWith('/attempts'))
      .map((request) => (request.body as { attemptId: string }).attemptId);
    expect(second).not.toBe(first);
  });

  it('offers no replay once the lesson, read again after the finish, is locked on completion', async () => {
    let reads = 0;
    lessonApi(lessonResponse(), {
      'GET /api/learner/lessons/l1': () => {
        reads += 1;
        return { status: 200, body: lessonResponse(reads > 1 ? { lock: { locked: true, reason: 'completed', lockedUntil: null } } : {}) };
      },
    });
    answerAttemptCalls((path) => {
      const id = path.split('/')[4]!;
      if (!path.endsWith('/finish')) return attempt(id);
      return {
        attempt: attempt(id, { finishedAt: at }),
        score: 0,
        stars: 0,
        newStars: 0,
        passed: false,
        verdict: 'not-passed',
        best: { score: 0, stars: 0 },
        course: { score: 0, passed: false, completed: false, certificateAvailable: false },
        nextLesson: null,
        leaderboardEnabled: false,
      };
    });
    await renderApp('/learn/lessons/l1');
    const user = userEvent.setup();
    await waitFor(() => expect(document.querySelector('.sw-slide[data-slide-type="title"]')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: "Let's begin" }));
    await user.click(await screen.findByRole('button', { name: rightWord }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Not passed yet')).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Play again' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Back to the course' })).toBeTruthy();
  });

  it('gives the player the lesson’s language, not the interface language', async () => {
    lessonApi(lessonResponse({ lesson: { ...lessonResponse().lesson, language: 'es-ES' } }));
    const spanishLesson = await renderApp('/learn/lessons/l1', { language: 'en-US' });
    expect(await screen.findByRole('button', { name: 'Atrás' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    spanishLesson.unmount();

    lessonApi(lessonResponse());
    await renderApp('/learn/lessons/l1', { language: 'es-ES' });
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Atrás' })).toBeNull();
  });

  it('resumes the attempt in progress on its first unanswered slide without starting another', async () => {
    const inProgress = attempt('a1', {
      currentSlideIndex: 1,
      results: { intro: { correct: null, answers: null, points: 0, stars: 0, answeredAt: at } },
    });
    const requests = lessonApi(lessonResponse({ attempt: inProgress }));
    await renderApp('/learn/lessons/l1');
    await waitFor(() => expect(document.querySelector('.sw-slide[data-slide-type="circle-the-answer"]')).toBeTruthy());
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(calls(requests)).toEqual(['GET /api/learner/lessons/l1']);
  });

  it('keeps answers on the device while offline and says so, and sends them as soon as the connection returns', async () => {
    const inProgress = attempt('a1');
    lessonApi(lessonResponse({ attempt: inProgress }));
    let connected = false;
    answerAttemptCalls((path) => {
      if (!connected) throw new TypeError('Failed to fetch');
      return attempt(path.split('/')[4]!);
    });
    await renderApp('/learn/lessons/l1');
    const user = userEvent.setup();
    await waitFor(() => expect(document.querySelector('.sw-slide[data-slide-type="title"]')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: "Let's begin" }));
    expect(await screen.findByText(/You are offline\. Your answers are kept on this device/)).toBeTruthy();
    expect(readOutbox('l1')).toEqual([
      {
        kind: 'result',
        attemptId: 'a1',
        slideId: 'intro',
        body: expect.objectContaining({ correct: null, points: 0, currentSlideIndex: 1 }),
      },
    ]);

    // Long before the next retry (2 s), the browser says it is back.
    connected = true;
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(readOutbox('l1')).toEqual([]), { timeout: 1500 });
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('opens offline from the copy kept at the last visit, where the learner was, and queues its answers', async () => {
    lessonApi(lessonResponse({ attempt: attempt('a1') }));
    answerAttemptCalls((path) => attempt(path.split('/')[4]!));
    const online = await renderApp('/learn/lessons/l1');
    const user = userEvent.setup();
    await waitFor(() => expect(document.querySelector('.sw-slide[data-slide-type="title"]')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: "Let's begin" }));
    await waitFor(() => expect(readOutbox('l1')).toEqual([]));
    // The result reached the server; the copy follows the play all the same.
    expect(readLessonCopy('l1')?.attempt).toMatchObject({ id: 'a1', currentSlideIndex: 1, results: { intro: { correct: null } } });
    online.unmount();

    // A reload with no network: the session check and the lesson both come from what the visit kept.
    expect(lastKnownUser()?.userId).toBe(testUser.userId);
    mockNetworkDown();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp('/learn/lessons/l1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Safe lifting' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.sw-slide[data-slide-type="circle-the-answer"]')).toBeTruthy());
    expect(screen.getByText('2 / 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: rightWord }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(readOutbox('l1')).toEqual([
        {
          kind: 'result',
          attemptId: 'a1',
          slideId: 'quiz',
          body: expect.objectContaining({ correct: true, points: 1000, currentSlideIndex: 1 }),
        },
      ]),
    );
    vi.restoreAllMocks();
  });

  it('keeps no copy on the device when the account does not let lessons be taken offline, and drops one kept before', async () => {
    const offlineOff = {
      'GET /api/account': { status: 200, body: { ...accountAndPlan['GET /api/account'].body, offlineEnabled: false } },
    };
    keepLessonCopy(lessonResponse({ attempt: attempt('old') }));
    lessonApi(lessonResponse(), offlineOff);
    const switchedOff = await renderApp('/learn/lessons/l1');
    await waitFor(() => expect(document.querySelector('.sw-slide[data-slide-type="title"]')).toBeTruthy());
    await waitFor(() => expect(readLessonCopy('l1')).toBeUndefined());
    switchedOff.unmount();

    // Switched on, the same visit keeps it.
    lessonApi(lessonResponse());
    await renderApp('/learn/lessons/l1');
    await waitFor(() => expect(readLessonCopy('l1')?.lesson.id).toBe('l1'));
  });

  it('shows why a locked lesson cannot be played, with the best score', async () => {
    const requests = lessonApi(
      lessonResponse({ lock: { locked: true, reason: 'completed', lockedUntil: null }, best: { score: 80, stars: 2 } }),
    );
    await renderApp('/learn/lessons/l1');
    expect(await screen.findByText('This lesson is locked')).toBeTruthy();
    expect(screen.getByText('You have completed this lesson, and it can be played only once.')).toBeTruthy();
    expect(screen.getByText('Your best score: 80 of 100, 2 stars')).toBeTruthy();
    expect(calls(requests)).toEqual(['GET /api/learner/lessons/l1']);
  });

  it('offers to try again when the lesson cannot be loaded', async () => {
    mockApi({ ...signedIn, 'GET /api/learner/lessons/l1': { status: 500, body: { message: 'Database unavailable', code: 'internal' } } });
    await renderApp('/learn/lessons/l1');
    expect(await screen.findByText('The lesson could not be opened')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Database unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
