// Learners for the suites of areas built on the learner API (playlists, leaderboards, certificates).
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../db/schema.ts';
import { sampleGameAnswers } from '../modules/learner/test-course.ts';
import type { TestApp } from './test-app.ts';

export interface TestLearner {
  id: string;
  accountId: string;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** A new person of the account with the given roles (a learner by default), signed in. */
export async function newTestLearner(
  test: TestApp,
  accountId: string,
  { firstName = 'New', lastName = 'Learner', roles = ['app-user'] }: { firstName?: string; lastName?: string; roles?: string[] } = {},
): Promise<TestLearner> {
  const [person] = await test.database.db
    .insert(users)
    .values({ accountId, email: `learner.${crypto.randomUUID()}@example.com`, firstName, lastName, roles })
    .returning({ id: users.id, accountId: users.accountId });
  const cookie = await test.sessionCookieFor(person!);
  return {
    id: person!.id,
    accountId,
    call: (method, url, payload) =>
      test.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

/**
 * Plays a lesson of the sample slides (test-course.ts) to the end: the quiz right or wrong, the game with
 * the given points (of 4000). Answers the finish.
 */
export async function playSampleLesson(learner: TestLearner, lessonId: string, quizCorrect = true, gamePoints = 4000) {
  const started = await learner.call('POST', `/api/learner/lessons/${lessonId}/attempts`, {});
  if (started.statusCode >= 300) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const attempt = started.json();
  await learner.call('PUT', `/api/learner/attempts/${attempt.id}/results/quiz`, {
    correct: quizCorrect,
    answers: [],
    points: quizCorrect ? 1000 : 0,
  });
  await learner.call('PUT', `/api/learner/attempts/${attempt.id}/results/game`, {
    correct: gamePoints >= 4000,
    answers: sampleGameAnswers(gamePoints / 1000),
    points: gamePoints,
  });
  const finished = await learner.call('POST', `/api/learner/attempts/${attempt.id}/finish`);
  if (finished.statusCode !== 200) throw new Error(`finish: ${finished.statusCode} ${finished.body}`);
  return finished.json();
}
