// What the due-date and notification suites share: learners of the fixture's account and a course they
// complete by playing its one lesson.
import { expect } from 'vitest';
import type { Course } from '@slidewise/core';
import { users, userGroupMembers, userGroups } from '../../db/schema.ts';
import type { TestApp } from '../../test-support/index.ts';
import type { CourseAdminFixture } from '../../test-support/course-admin.ts';
import { addPublishedLesson, createLearnerCourse, sampleGameAnswers } from '../learner/test-course.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export async function newLearner(test: TestApp, accountId: string, roles: string[] = ['app-user']) {
  const [person] = await test.database.db
    .insert(users)
    .values({ accountId, email: `due.${crypto.randomUUID()}@example.com`, firstName: 'Dana', lastName: 'Due', roles })
    .returning({ id: users.id, accountId: users.accountId });
  // A session of its own for each call: the suites move the clock by months, past any session's life.
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: { cookie: await test.sessionCookieFor(person!) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { id: person!.id, call };
}
export type Learner = Awaited<ReturnType<typeof newLearner>>;

export async function groupWith(test: TestApp, accountId: string, memberIds: readonly string[]) {
  const [group] = await test.database.db
    .insert(userGroups)
    .values({ accountId, name: `Due group ${crypto.randomUUID()}` })
    .returning({ id: userGroups.id });
  if (memberIds.length > 0) {
    await test.database.db.insert(userGroupMembers).values(memberIds.map((userId) => ({ accountId, userGroupId: group!.id, userId })));
  }
  return group!.id;
}

/** A published course of one lesson with the due-date rule, open to everyone or to the groups. */
export async function dueCourse(fixture: CourseAdminFixture, mandatory: Course['mandatory'], userGroupIds?: string[]) {
  const course = await createLearnerCourse(fixture, {
    title: `Due ${mandatory.type} ${crypto.randomUUID().slice(0, 8)}`,
    publish: false,
    ...(userGroupIds ? { universalAccess: false, userGroups: userGroupIds } : {}),
    changes: () => ({ mandatory }),
  });
  const lesson = await addPublishedLesson(fixture, course.id);
  const published = await fixture.call('POST', `/api/courses/${course.id}/publish`, {});
  expect(published.statusCode, published.body).toBe(200);
  return { course: await fixture.getCourse(course.id), lessonId: lesson.id };
}

/** Plays the lesson through, which completes the one-lesson course. */
export async function complete(learner: Learner, courseId: string, lessonId: string) {
  const attempt = (await learner.call('POST', `/api/learner/lessons/${lessonId}/attempts`, {})).json();
  await learner.call('PUT', `/api/learner/attempts/${attempt.id}/results/quiz`, { correct: true, answers: [], points: 1000 });
  await learner.call('PUT', `/api/learner/attempts/${attempt.id}/results/game`, {
    correct: true,
    answers: sampleGameAnswers(4),
    points: 4000,
  });
  expect((await learner.call('POST', `/api/learner/attempts/${attempt.id}/finish`)).statusCode).toBe(200);
  const course = (await learner.call('GET', `/api/learner/courses/${courseId}`)).json();
  expect(course.completed).toBe(true);
}

/** New sessions for the fixture's people, after the clock moved past their sessions' life. */
export async function renewSessions(test: TestApp, fixture: CourseAdminFixture): Promise<void> {
  for (const person of [...Object.values(fixture.people), fixture.outsider]) person.cookie = await test.sessionCookieFor(person);
}
