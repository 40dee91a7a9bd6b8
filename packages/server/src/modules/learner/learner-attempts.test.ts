import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt, AttemptFinishResponse, LearnerLessonResponse } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';
import { addPublishedLesson, createLearnerCourse, sampleGameAnswers, sampleSlides } from './test-course.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
let courseId: string;
let lessonId: string;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Learner attempts');
  const course = await createLearnerCourse(fixture);
  courseId = course.id;
  lessonId = (await addPublishedLesson(fixture, courseId)).id;
});
afterAll(() => test.close());

const asLearner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => fixture.call(method, url, payload, 'app-user');

/** A learner of its own in the fixture's account, so each test starts with no attempts. */
async function newLearner() {
  const [person] = await test.database.db
    .insert(users)
    .values({
      accountId: fixture.accountId,
      email: `learner.${crypto.randomUUID()}@example.com`,
      firstName: 'New',
      lastName: `Learner ${Math.random().toString(36).slice(2, 6)}`,
      roles: ['app-user'],
    })
    .returning({ id: users.id, accountId: users.accountId });
  const cookie = await test.sessionCookieFor(person!);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    test.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { id: person!.id, call };
}

type Call = Awaited<ReturnType<typeof newLearner>>['call'];

async function start(call: Call, lesson = lessonId, body: unknown = {}): Promise<Attempt> {
  const response = await call('POST', `/api/learner/lessons/${lesson}/attempts`, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

const result = (call: Call, attemptId: string, slideId: string, body: unknown) =>
  call('PUT', `/api/learner/attempts/${attemptId}/results/${slideId}`, body);
const finish = async (call: Call, attemptId: string): Promise<AttemptFinishResponse> => {
  const response = await call('POST', `/api/learner/attempts/${attemptId}/finish`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the lesson to play', () => {
  it('answers the Published slides, the course config and no attempt yet', async () => {
    const learner = await newLearner();
    const response = await learner.call('GET', `/api/learner/lessons/${lessonId}`);
    expect(response.statusCode).toBe(200);
    const body: LearnerLessonResponse = response.json();
    expect(body.lesson.slides.map((slide) => slide.id)).toEqual(['intro', 'quiz', 'game', 'survey']);
    expect(body.lesson).toMatchObject({
      courseId,
      kind: 'Lesson',
      language: 'en-US',
      config: { pagination: true, indicator: true, direction: 'ltr' },
    });
    expect(body).toMatchObject({
      attempt: null,
      best: null,
      lock: { locked: false, reason: null },
      starsEarnedBySlide: {},
      course: { id: courseId },
    });
  });

  it('answers 404 for a lesson of another account, an unpublished lesson and a malformed id', async () => {
    const other = await insertAccountWithPeople(test.database.db, 'Elsewhere', [['app-user']]);
    const cookie = await test.sessionCookieFor(other.people[0]!);
    expect((await test.app.inject({ method: 'GET', url: `/api/learner/lessons/${lessonId}`, headers: { cookie } })).statusCode).toBe(404);
    const draft = await fixture.createLesson(courseId, 'Lesson', 'Not published');
    expect((await asLearner('GET', `/api/learner/lessons/${draft.id}`)).statusCode).toBe(404);
    expect((await asLearner('GET', '/api/learner/lessons/nope')).statusCode).toBe(404);
  });
});

describe('attempts', () => {
  it('starts one attempt (201), then answers the one in progress (200)', async () => {
    const learner = await newLearner();
    const first = await learner.call('POST', `/api/learner/lessons/${lessonId}/attempts`, {});
    expect(first.statusCode).toBe(201);
    const again = await learner.call('POST', `/api/learner/lessons/${lessonId}/attempts`);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({ lessonId, finishedAt: null, currentSlideIndex: 0, results: {} });
  });

  it('takes a client-made id once, and refuses a malformed one without starting anything', async () => {
    const learner = await newLearner();
    expect((await learner.call('POST', `/api/learner/lessons/${lessonId}/attempts`, { attemptId: 'x' })).statusCode).toBe(400);
    expect((await learner.call('GET', `/api/learner/lessons/${lessonId}`)).json().attempt).toBeNull();
    const attemptId = crypto.randomUUID();
    expect((await learner.call('POST', `/api/learner/lessons/${lessonId}/attempts`, { attemptId })).statusCode).toBe(201);
    const again = await learner.call('POST', `/api/learner/lessons/${lessonId}/attempts`, { attemptId });
    expect([again.statusCode, again.json().id]).toEqual([200, attemptId]);
  });

  it('records results; re-sending the same result changes nothing; a game keeps what its answers give', async () => {
    const learner = await newLearner();
    const attempt = await start(learner.call);
    const sent = { correct: true, answers: { order: ['b', 'a'], extra: { z: 1, a: 2 } }, points: 1000, currentSlideIndex: 1 };
    const first = await result(learner.call, attempt.id, 'quiz', sent);
    expect(first.statusCode).toBe(200);
    expect(first.json().results.quiz).toMatchObject({ correct: true, points: 1000, stars: 1, answers: sent.answers });
    test.clock.advance(5000);
    const again = await result(learner.call, attempt.id, 'quiz', sent);
    expect(again.json()).toEqual(first.json());

    // Points beyond what the answers give are refused, naming the answers.
    const tooMany = await result(learner.call, attempt.id, 'game', { correct: true, answers: sampleGameAnswers(4), points: 1_000_000 });
    expect([tooMany.statusCode, tooMany.json().details]).toEqual([400, { path: ['answers'] }]);
    const game = await result(learner.call, attempt.id, 'game', { correct: true, answers: sampleGameAnswers(4), points: 4000 });
    expect(game.json().results.game).toMatchObject({ points: 4000, stars: 1 });
  });

  it('refuses bad results with 400 and changes nothing; an unknown slide or attempt is 404', async () => {
    const learner = await newLearner();
    const attempt = await start(learner.call);
    expect((await result(learner.call, attempt.id, 'quiz', { correct: true, answers: [], points: -1 })).statusCode).toBe(400);
    expect((await result(learner.call, attempt.id, 'quiz', { correct: 'yes', answers: [], points: 0 })).statusCode).toBe(400);
    expect((await result(learner.call, attempt.id, 'nope', { correct: true, answers: [], points: 0 })).statusCode).toBe(404);
    expect((await result(learner.call, crypto.randomUUID(), 'quiz', { correct: true, answers: [], points: 0 })).statusCode).toBe(404);
    expect((await learner.call('GET', `/api/learner/lessons/${lessonId}`)).json().attempt.results).toEqual({});
  });

  it("another learner's attempt answers 404", async () => {
    const owner = await newLearner();
    const attempt = await start(owner.call);
    const stranger = await newLearner();
    expect((await result(stranger.call, attempt.id, 'quiz', { correct: true, answers: [], points: 0 })).statusCode).toBe(404);
    expect((await stranger.call('PUT', `/api/learner/attempts/${attempt.id}/position`, { currentSlideIndex: 2 })).statusCode).toBe(404);
    expect((await stranger.call('POST', `/api/learner/attempts/${attempt.id}/finish`)).statusCode).toBe(404);
  });

  it('remembers the position, so a reload resumes there', async () => {
    const learner = await newLearner();
    const attempt = await start(learner.call);
    expect(
      (await learner.call('PUT', `/api/learner/attempts/${attempt.id}/position`, { currentSlideIndex: 2 })).json().currentSlideIndex,
    ).toBe(2);
    expect((await learner.call('PUT', `/api/learner/attempts/${attempt.id}/position`, { currentSlideIndex: -1 })).statusCode).toBe(400);
    expect((await learner.call('GET', `/api/learner/lessons/${lessonId}`)).json().attempt).toMatchObject({
      id: attempt.id,
      currentSlideIndex: 2,
    });
  });
});

describe('finishing', () => {
  it('scores from the Published slides: quiz and game share 100 points by weighting', async () => {
    const learner = await newLearner();
    const attempt = await start(learner.call);
    await result(learner.call, attempt.id, 'quiz', { correct: true, answers: [], points: 0 });
    await result(learner.call, attempt.id, 'game', { correct: false, answers: sampleGameAnswers(2), points: 2000 });
    await result(learner.call, attempt.id, 'survey', { correct: null, answers: ['a'], points: 500 });
    const finished = await finish(learner.call, attempt.id);
    // Quiz 1/2 of the lesson, game 2000/4000 of the other half: 75. Two statements of four wrong is 500
    // points a question, below the default one-star threshold (1000): the quiz's star only.
    expect(finished).toMatchObject({
      score: 75,
      stars: 1,
      newStars: 1,
      passed: true,
      verdict: 'completed',
      best: { score: 75, stars: 1 },
      course: { score: 75, completed: true, passed: true },
    });
    expect(finished.attempt.finishedAt).not.toBeNull();
  });

  it('finishing again answers the same; a different result after the finish is 409', async () => {
    const learner = await newLearner();
    const attempt = await start(learner.call);
    await result(learner.call, attempt.id, 'quiz', { correct: true, answers: [], points: 1000 });
    const first = await finish(learner.call, attempt.id);
    test.clock.advance(1000);
    expect(await finish(learner.call, attempt.id)).toEqual(first);
    // The same result again (a queue that lost the answer) is fine; a different one is refused.
    const resent = await result(learner.call, attempt.id, 'quiz', { correct: true, answers: [], points: 1000 });
    expect([resent.statusCode, resent.json()]).toEqual([200, first.attempt]);
    const late = await result(learner.call, attempt.id, 'quiz', { correct: false, answers: [], points: 0 });
    expect([late.statusCode, late.json().code]).toEqual([409, 'attempt-finished']);
    expect((await learner.call('PUT', `/api/learner/attempts/${attempt.id}/position`, { currentSlideIndex: 1 })).statusCode).toBe(409);
  });

  it('stars are earned once per slide; a replay collects only the missing ones; the best attempt counts', async () => {
    const learner = await newLearner();
    const first = await start(learner.call);
    await result(learner.call, first.id, 'quiz', { correct: true, answers: [], points: 1000 });
    expect((await finish(learner.call, first.id)).newStars).toBe(1);

    const replay = await start(learner.call);
    expect(replay.id).not.toBe(first.id);
    await result(learner.call, replay.id, 'quiz', { correct: true, answers: [], points: 1000 });
    await result(learner.call, replay.id, 'game', { correct: true, answers: sampleGameAnswers(4), points: 4000 });
    const second = await finish(learner.call, replay.id);
    expect([second.score, second.stars, second.newStars]).toEqual([100, 2, 1]);

    const worse = await start(learner.call);
    const third = await finish(learner.call, worse.id);
    expect([third.score, third.newStars, third.best.score, third.best.stars]).toEqual([0, 0, 100, 2]);
    const lesson: LearnerLessonResponse = (await learner.call('GET', `/api/learner/lessons/${lessonId}`)).json();
    expect(lesson.best).toEqual({ score: 100, stars: 2 });
    expect(lesson.starsEarnedBySlide).toEqual({ quiz: 1, game: 1 });
  });
});

describe('scores and stars follow the answers (issue 11)', () => {
  it('refuses a game result whose verdict its points contradict, and records nothing', async () => {
    const learner = await newLearner();
    const attempt = await start(learner.call);
    const allRightWithoutPoints = await result(learner.call, attempt.id, 'game', { correct: true, answers: [], points: 1000 });
    expect([allRightWithoutPoints.statusCode, allRightWithoutPoints.json().code]).toEqual([400, 'validation_failed']);
    const wrongWithAllPoints = await result(learner.call, attempt.id, 'game', { correct: false, answers: [], points: 4000 });
    expect(wrongWithAllPoints.statusCode).toBe(400);
    expect((await learner.call('GET', `/api/learner/lessons/${lessonId}`)).json().attempt.results).toEqual({});
  });

  it("keeps a quiz's points from its verdict, whatever the player claims", async () => {
    const learner = await newLearner();
    const attempt = await start(learner.call);
    const wrong = await result(learner.call, attempt.id, 'quiz', { correct: false, answers: [], points: 1000 });
    expect(wrong.json().results.quiz).toMatchObject({ points: 0, stars: 0 });
  });

  // Seen: "a replay scoring 33/100 showed 'Passed' (the course's passing score defaults to 0)". Here a 25:
  // the quiz unanswered, two statements of four right.
  it('with the default minimum score of 0 a finish is completed, never passed; with a minimum it can fail', async () => {
    const learner = await newLearner();
    const attempt = await start(learner.call);
    await result(learner.call, attempt.id, 'game', { correct: false, answers: sampleGameAnswers(2), points: 2000 });
    expect(await finish(learner.call, attempt.id)).toMatchObject({ score: 25, verdict: 'completed' });

    const strict = await createLearnerCourse(fixture, {
      title: 'Passing score 50',
      changes: (course) => ({ config: { ...course.config, minimumScore: 50 } }),
    });
    const strictLesson = await addPublishedLesson(fixture, strict.id);
    const strictAttempt = await start(learner.call, strictLesson.id);
    await result(learner.call, strictAttempt.id, 'game', { correct: false, answers: sampleGameAnswers(2), points: 2000 });
    expect(await finish(learner.call, strictAttempt.id)).toMatchObject({ score: 25, passed: false, verdict: 'not-passed' });
  });

  // Seen: "a true-or-false game with one statement wrong showed 1,000 points and a star".
  it('refuses a game result its answers contradict: every statement claimed right, one of them wrong', async () => {
    const learner = await newLearner();
    const attempt = await start(learner.call);
    const claimed = await result(learner.call, attempt.id, 'game', { correct: true, answers: sampleGameAnswers(3), points: 4000 });
    expect([claimed.statusCode, claimed.json().code, claimed.json().details]).toEqual([400, 'validation_failed', { path: ['answers'] }]);
    const honest = await result(learner.call, attempt.id, 'game', { correct: false, answers: sampleGameAnswers(3), points: 3000 });
    // Three of four is 750 a question, below the one-star threshold of 1000.
    expect(honest.json().results.game).toMatchObject({ points: 3000, stars: 0 });
  });
});

describe('what to do next', () => {
  it("names the course's next lesson not completed nor locked, and whether the course has a leaderboard", async () => {
    const course = await createLearnerCourse(fixture, { title: 'Two steps', leaderboard: true });
    const first = await addPublishedLesson(fixture, course.id, { title: 'First step' });
    const second = await addPublishedLesson(fixture, course.id, { title: 'Second step' });
    const learner = await newLearner();
    const attempt = await start(learner.call, first.id);
    expect(await finish(learner.call, attempt.id)).toMatchObject({
      nextLesson: { id: second.id, kind: 'Lesson', title: 'Second step' },
      leaderboardEnabled: true,
    });
    const last = await start(learner.call, second.id);
    expect(await finish(learner.call, last.id)).toMatchObject({ nextLesson: null, leaderboardEnabled: true });
  });
});

describe('the Published deck a result is scored on', () => {
  /** The sample deck with its game cut to two statements (2000 points at most) and the survey removed. */
  const shorterGame = () =>
    sampleSlides()
      .filter((slide) => slide.id !== 'survey')
      .map((slide) =>
        slide.id === 'game'
          ? exampleSlide('game-true-or-false', 'game', {
              data: {
                ...slide.data,
                statements: [
                  { text: 'One', true: true },
                  { text: 'Two', true: false },
                ],
              },
            })
          : slide,
      );

  it('is the one published now: publishing again changes the maximum, the slides and the score at once', async () => {
    const lesson = await addPublishedLesson(fixture, courseId, { title: 'Published again' });
    const learner = await newLearner();
    const attempt = await start(learner.call, lesson.id);
    expect(
      (await result(learner.call, attempt.id, 'game', { correct: true, answers: sampleGameAnswers(4), points: 4000 })).json().results.game
        .points,
    ).toBe(4000);

    const saved = (await fixture.call('GET', `/api/lesson-authoring/${lesson.id}`)).json();
    const resaved = await fixture.call('PUT', `/api/lesson-authoring/${lesson.id}`, {
      slides: shorterGame(),
      latestSavedSlidesStateIdentifier: saved.latestSavedSlidesStateIdentifier,
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect((await fixture.call('POST', `/api/course/${courseId}/lessons/publish`, { lessonIds: [lesson.id] })).statusCode).toBeLessThan(
      300,
    );

    // The game's two statements now: four verdicts' worth of points is more than the answers give.
    const stale = await result(learner.call, attempt.id, 'game', { correct: true, answers: [true, false], points: 4000 });
    expect(stale.statusCode).toBe(400);
    const again = await result(learner.call, attempt.id, 'game', { correct: true, answers: [true, false], points: 2000 });
    expect([again.statusCode, again.json().results?.game.points], again.body).toEqual([200, 2000]);
    expect((await result(learner.call, attempt.id, 'survey', { correct: null, answers: ['a'], points: 0 })).statusCode).toBe(404);
    await result(learner.call, attempt.id, 'quiz', { correct: true, answers: [], points: 0 });
    // Quiz and game each half the lesson, both fully earned on the deck as published now.
    expect((await finish(learner.call, attempt.id)).score).toBe(100);
  });

  it('two finishes at once score the attempt once and answer the same', async () => {
    const learner = await newLearner();
    const attempt = await start(learner.call);
    await result(learner.call, attempt.id, 'quiz', { correct: true, answers: [], points: 0 });
    const [first, second] = await Promise.all([finish(learner.call, attempt.id), finish(learner.call, attempt.id)]);
    expect(second).toEqual(first);
    expect([first.score, first.newStars]).toEqual([50, 1]);
    expect((await learner.call('GET', `/api/learner/lessons/${lessonId}`)).json().starsEarnedBySlide).toEqual({ quiz: 1 });
  });
});

describe('lesson restrictions', () => {
  it('lockOnCompletion: a completed lesson answers 409 lesson-locked', async () => {
    const lesson = await addPublishedLesson(fixture, courseId, {
      attemptRestriction: { lockOnCompletion: true, lockIntervalMin: 0, resetCourseOnNumberAttempts: 0 },
    });
    const learner = await newLearner();
    await finish(learner.call, (await start(learner.call, lesson.id)).id);
    const again = await learner.call('POST', `/api/learner/lessons/${lesson.id}/attempts`, {});
    expect([again.statusCode, again.json().code]).toEqual([409, 'lesson-locked']);
    expect((await learner.call('GET', `/api/learner/lessons/${lesson.id}`)).json().lock).toEqual({
      locked: true,
      reason: 'completed',
      lockedUntil: null,
    });
  });

  it('lockIntervalMin: a failed attempt locks the lesson for that long', async () => {
    const lesson = await addPublishedLesson(fixture, courseId, {
      attemptRestriction: { lockOnCompletion: false, lockIntervalMin: 10, resetCourseOnNumberAttempts: 0 },
    });
    // A failed attempt needs a minimum score: raise the course's.
    const course = await fixture.getCourse(courseId);
    await fixture.call('PUT', `/api/courses/${courseId}`, { version: course.version, config: { ...course.config, minimumScore: 50 } });
    try {
      const learner = await newLearner();
      const failed = await finish(learner.call, (await start(learner.call, lesson.id)).id);
      expect(failed.passed).toBe(false);
      const locked = await learner.call('POST', `/api/learner/lessons/${lesson.id}/attempts`, {});
      expect(locked.statusCode).toBe(409);
      expect(locked.json().details).toMatchObject({
        reason: 'interval',
        lockedUntil: new Date(test.clock.now().getTime() + 10 * 60_000).toISOString(),
      });
      test.clock.advance(10 * 60_000);
      expect((await learner.call('POST', `/api/learner/lessons/${lesson.id}/attempts`, {})).statusCode).toBe(201);
    } finally {
      const current = await fixture.getCourse(courseId);
      await fixture.call('PUT', `/api/courses/${courseId}`, { version: current.version, config: { ...current.config, minimumScore: 0 } });
    }
  });

  it('prerequisites: a lesson waits for the lessons it requires', async () => {
    const first = await addPublishedLesson(fixture, courseId, { title: 'First' });
    const second = await addPublishedLesson(fixture, courseId, { title: 'Second', prerequisites: [first.id] });
    const learner = await newLearner();
    const refused = await learner.call('POST', `/api/learner/lessons/${second.id}/attempts`, {});
    expect([refused.statusCode, refused.json().details?.reason]).toEqual([409, 'prerequisites']);
    await finish(learner.call, (await start(learner.call, first.id)).id);
    expect((await learner.call('POST', `/api/learner/lessons/${second.id}/attempts`, {})).statusCode).toBe(201);
  });

  it('prerequisites a learner cannot complete here (a discussion, an unpublished lesson) do not lock', async () => {
    const discussion = await fixture.createLesson(courseId, 'Discussion', 'Talk first');
    const unpublished = await fixture.createLesson(courseId, 'Lesson', 'Never published');
    const lesson = await addPublishedLesson(fixture, courseId, { title: 'After talking', prerequisites: [discussion.id, unpublished.id] });
    const learner = await newLearner();
    expect((await learner.call('GET', `/api/learner/lessons/${lesson.id}`)).json().lock.locked).toBe(false);
  });

  it('resetCourseOnNumberAttempts: after that many failures the course starts again', async () => {
    const course = await createLearnerCourse(fixture, {
      title: 'Resets',
      changes: (current) => ({ config: { ...current.config, minimumScore: 80 } }),
    });
    const passedLesson = await addPublishedLesson(fixture, course.id, { title: 'Easy' });
    const hard = await addPublishedLesson(fixture, course.id, {
      title: 'Hard',
      attemptRestriction: { lockOnCompletion: false, lockIntervalMin: 0, resetCourseOnNumberAttempts: 2 },
    });
    const learner = await newLearner();
    const easy = await start(learner.call, passedLesson.id);
    await result(learner.call, easy.id, 'quiz', { correct: true, answers: [], points: 0 });
    await result(learner.call, easy.id, 'game', { correct: true, answers: sampleGameAnswers(4), points: 4000 });
    expect((await finish(learner.call, easy.id)).passed).toBe(true);
    await finish(learner.call, (await start(learner.call, hard.id)).id);
    const before = (await learner.call('GET', `/api/learner/courses/${course.id}`)).json();
    expect(before.completedLessonCount).toBe(1);
    await finish(learner.call, (await start(learner.call, hard.id)).id);
    const after = (await learner.call('GET', `/api/learner/courses/${course.id}`)).json();
    expect(after).toMatchObject({ completedLessonCount: 0, score: null });
    expect(
      after.lessons.map((lesson: { attemptCount: number; bestScore: number | null }) => [lesson.attemptCount, lesson.bestScore]),
    ).toEqual([
      [0, null],
      [0, null],
    ]);
  });
});

describe('survey results', () => {
  it("answers other learners' latest survey answers, not the learner's own", async () => {
    const first = await newLearner();
    const second = await newLearner();
    const a = await start(first.call);
    await result(first.call, a.id, 'survey', { correct: null, answers: ['first-old'], points: 0 });
    await result(first.call, a.id, 'survey', { correct: null, answers: ['first-new'], points: 0 });
    const b = await start(second.call);
    await result(second.call, b.id, 'survey', { correct: null, answers: ['second'], points: 0 });
    const seenBySecond = (await second.call('GET', `/api/learner/lessons/${lessonId}/survey-results`)).json();
    expect(seenBySecond.bySlide.survey).toContainEqual(['first-new']);
    expect(seenBySecond.bySlide.survey).not.toContainEqual(['first-old']);
    expect(seenBySecond.bySlide.survey).not.toContainEqual(['second']);
    expect(Object.keys(seenBySecond.bySlide)).toEqual(['survey']);
  });
});

describe('roles', () => {
  it('someone without a learner or staff role gets 403', async () => {
    const [person] = await test.database.db
      .insert(users)
      .values({
        accountId: fixture.accountId,
        email: `nobody.${crypto.randomUUID()}@example.com`,
        firstName: 'No',
        lastName: 'Role',
        roles: ['hidden-user'],
      })
      .returning({ id: users.id, accountId: users.accountId });
    const cookie = await test.sessionCookieFor(person!);
    expect((await test.app.inject({ method: 'GET', url: `/api/learner/lessons/${lessonId}`, headers: { cookie } })).statusCode).toBe(403);
    expect(
      (await test.app.inject({ method: 'POST', url: `/api/learner/lessons/${lessonId}/attempts`, headers: { cookie }, payload: {} }))
        .statusCode,
    ).toBe(403);
    await test.database.db.delete(users).where(eq(users.id, person!.id));
  });
});
