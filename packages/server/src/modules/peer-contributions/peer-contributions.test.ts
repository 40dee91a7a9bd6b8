import type { PeerContribution, PeerContributionListResponse } from '@slidewise/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { courseAdminFixture, courseAdminRoles, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';
import { createLearnerCourse } from '../learner/test-course.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Peer contributions');
});
afterAll(() => test.close());

const picture = { file: 'shelf.jpg', url: '/api/media/0b9f6a52-7d4e-4c1e-9a51-3f0e1d2c3b4a/file', mimeType: 'image/jpeg' };

async function newLearner(firstName: string) {
  const [person] = await test.database.db
    .insert(users)
    .values({
      accountId: fixture.accountId,
      email: `${firstName}.${crypto.randomUUID()}@example.com`,
      firstName,
      lastName: 'Learner',
      roles: ['app-user'],
    })
    .returning({ id: users.id, accountId: users.accountId });
  const cookie = await test.sessionCookieFor(person!);
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    test.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A published lesson with one peer-authoring slide, approval required or not, and one learner's picture on it. */
async function lessonWithContribution(requiresApproval: boolean) {
  const course = await createLearnerCourse(fixture, { title: `Shelves ${requiresApproval}` });
  const lesson = await fixture.createLesson(course.id, 'Lesson', 'Show your shelf');
  await fixture.call('PUT', `/api/lesson-authoring/${lesson.id}`, {
    slides: [exampleSlide('peer-authoring', 'wall')],
    latestSavedSlidesStateIdentifier: null,
  });
  const settings = await fixture.call('PUT', `/api/lessons/${lesson.id}`, {
    version: lesson.version,
    contribution: { isContributable: true, requiresApproval },
  });
  expect(settings.statusCode).toBe(200);
  await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [lesson.id] });
  const contributor = await newLearner('Cara');
  const attempt = (await contributor('POST', `/api/learner/lessons/${lesson.id}/attempts`, {})).json();
  const saved = await contributor('PUT', `/api/learner/attempts/${attempt.id}/results/wall`, {
    correct: null,
    answers: picture,
    points: 0,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const peer = await newLearner('Pia');
  const wall = async () => {
    const answer = await peer('GET', `/api/learner/lessons/${lesson.id}/survey-results`);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { bySlide: Record<string, unknown[]> }).bySlide.wall;
  };
  return { lesson, attemptId: attempt.id as string, wall };
}

const list = async (query = '') => (await fixture.call('GET', `/api/peer-contributions${query}`)).json() as PeerContributionListResponse;
const mine = (items: PeerContribution[], attemptId: string) => items.find((item) => item.attemptId === attemptId);

describe('/api/peer-contributions', () => {
  it('lists a contribution with its learner, lesson and picture; peers see it at once when no approval is needed', async () => {
    const { lesson, attemptId, wall } = await lessonWithContribution(false);
    const item = mine((await list()).items, attemptId);
    expect(item).toMatchObject({
      slideId: 'wall',
      slideType: 'peer-authoring',
      lessonId: lesson.id,
      lessonTitle: 'Show your shelf',
      learner: { name: 'Cara Learner' },
      mediaUrl: picture.url,
      mimeType: 'image/jpeg',
      requiresApproval: false,
      status: 'shown',
    });
    expect(item?.prompt).toMatch(/\S/);
    expect(await wall()).toEqual([picture]);
  });

  it('keeps a contribution from peers until it is approved, when the lesson requires approval', async () => {
    const { attemptId, wall } = await lessonWithContribution(true);
    expect(mine((await list('?status=to-review')).items, attemptId)?.status).toBe('to-review');
    expect(await wall()).toEqual([]);
    const approved = await fixture.call('POST', `/api/peer-contributions/${attemptId}/wall/approve`, undefined, 'facilitator');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
    expect(mine((await list('?status=to-review')).items, attemptId)).toBeUndefined();
    expect(await wall()).toEqual([picture]);
  });

  it('removes a contribution from the wall, and an approval brings it back', async () => {
    const { attemptId, wall } = await lessonWithContribution(false);
    expect((await fixture.call('POST', `/api/peer-contributions/${attemptId}/wall/remove`)).json().status).toBe('removed');
    expect(await wall()).toEqual([]);
    expect(mine((await list('?status=removed')).items, attemptId)).toBeTruthy();
    await fixture.call('POST', `/api/peer-contributions/${attemptId}/wall/approve`);
    expect(await wall()).toEqual([picture]);
  });

  it('answers 404 for another account’s contribution or a slide that is not one, and 400 for a bad state', async () => {
    const { attemptId } = await lessonWithContribution(false);
    expect((await fixture.call('POST', `/api/peer-contributions/${attemptId}/wall/remove`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('POST', `/api/peer-contributions/${attemptId}/other/remove`)).statusCode).toBe(404);
    expect((await fixture.call('POST', '/api/peer-contributions/not-a-uuid/wall/approve')).statusCode).toBe(404);
    expect((await fixture.call('GET', '/api/peer-contributions?status=hidden')).statusCode).toBe(400);
    const outsiders = (await fixture.call('GET', '/api/peer-contributions', undefined, 'outsider')).json() as PeerContributionListResponse;
    expect(mine(outsiders.items, attemptId)).toBeUndefined();
  });

  it.each(courseAdminRoles)('as %s: list, approve and remove are for moderators only', async (role) => {
    const allowed = ['account-owner', 'account-admin', 'content-author', 'restricted-author', 'facilitator'].includes(role);
    const { attemptId } = await lessonWithContribution(false);
    const expected = allowed ? 200 : 403;
    expect((await fixture.call('GET', '/api/peer-contributions', undefined, role)).statusCode).toBe(expected);
    expect((await fixture.call('POST', `/api/peer-contributions/${attemptId}/wall/approve`, undefined, role)).statusCode).toBe(expected);
    expect((await fixture.call('POST', `/api/peer-contributions/${attemptId}/wall/remove`, undefined, role)).statusCode).toBe(expected);
  });
});
