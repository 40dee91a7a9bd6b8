// Learners and plays for the account suites: people inserted directly, lessons played through the API.
import type { RoleIdentifier } from '@slidewise/core';
import type { TestApp } from '../../test-support/index.ts';
import { users } from '../../db/schema.ts';
import { sampleGameAnswers } from '../learner/test-course.ts';

export async function newPerson(test: TestApp, accountId: string, roles: RoleIdentifier[] = ['app-user'], name = ['New', 'Learner']) {
  const [person] = await test.database.db
    .insert(users)
    .values({ accountId, email: `${roles.join('+')}.${crypto.randomUUID()}@example.com`, firstName: name[0]!, lastName: name[1]!, roles })
    .returning({ id: users.id, accountId: users.accountId });
  const cookie = await test.sessionCookieFor(person!);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    test.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { id: person!.id, cookie, call };
}
export type Person = Awaited<ReturnType<typeof newPerson>>;

/** Plays the sample lesson to its end with every answer right (quiz 1000 points, game 4000). */
export async function playWell(learner: Person, lessonId: string) {
  const attempt = (await learner.call('POST', `/api/learner/lessons/${lessonId}/attempts`, {})).json();
  await learner.call('PUT', `/api/learner/attempts/${attempt.id}/results/quiz`, { correct: true, answers: [], points: 1000 });
  await learner.call('PUT', `/api/learner/attempts/${attempt.id}/results/game`, {
    correct: true,
    answers: sampleGameAnswers(4),
    points: 4000,
  });
  const finished = await learner.call('POST', `/api/learner/attempts/${attempt.id}/finish`);
  if (finished.statusCode !== 200) throw new Error(`finish: ${finished.statusCode} ${finished.body}`);
  return finished.json();
}
