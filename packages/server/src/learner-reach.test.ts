import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonKind, RoleIdentifier } from '@slidewise/core';
import { lessonKinds } from '@slidewise/core';
import { isAllowed, policyFor } from './policy.ts';
import { createTestApp, type TestApp } from './test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from './test-support/course-admin.ts';
import { fillPath, methodsWithBody, pathParameters } from './test-support/route-requests.ts';
import { sampleBodyFor } from './test-support/route-bodies.ts';
import { userGroups, users } from './db/schema.ts';
import { addPublishedLesson, createLearnerCourse } from './modules/learner/test-course.ts';

// Learners see only what is theirs (issue 11). Every registered route a learner-only role may call is
// tried with the ids of what the learner app would not show them: a draft course, a published course
// limited to a group they are not in, and an unpublished lesson of a course they do take, with a lesson
// of every kind in each. A route that names one of them answers 403 or 404; a route without an id never
// mentions one. A new route a learner can reach is covered the moment it is registered.
let test: TestApp;
let fixture: CourseAdminFixture;
const learnerRoles: RoleIdentifier[] = ['app-user', 'individual-learner'];
const learnerCookies = new Map<RoleIdentifier, string>();
let hiddenIds: string[] = [];
let visibleCourseId: string;
let visibleLessonId: string;

async function lessonOfEveryKind(courseId: string, publish: boolean): Promise<string[]> {
  const ids: string[] = [];
  for (const kind of lessonKinds as readonly LessonKind[]) ids.push((await fixture.createLesson(courseId, kind, `Hidden ${kind}`)).id);
  if (publish) {
    const published = await fixture.call('POST', `/api/course/${courseId}/lessons/publish`, { lessonIds: ids });
    expect(published.statusCode, published.body).toBeLessThan(300);
  }
  return ids;
}

beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Learner reach');
  const db = test.database.db;
  const [otherGroup] = await db.insert(userGroups).values({ accountId: fixture.accountId, name: 'Not the learners’ group' }).returning();

  const draft = await createLearnerCourse(fixture, { title: 'Hidden draft', publish: false });
  const limited = await createLearnerCourse(fixture, { title: 'Hidden limited', universalAccess: false, userGroups: [otherGroup!.id] });
  const visible = await createLearnerCourse(fixture, { title: 'Visible' });
  visibleCourseId = visible.id;
  visibleLessonId = (await addPublishedLesson(fixture, visible.id, { title: 'Visible lesson' })).id;
  await addPublishedLesson(fixture, limited.id, { title: 'Hidden published lesson' });
  const unpublishedOfVisible = await fixture.createLesson(visible.id, 'Lesson', 'Hidden unpublished lesson');
  hiddenIds = [
    draft.id,
    limited.id,
    unpublishedOfVisible.id,
    ...(await lessonOfEveryKind(draft.id, false)),
    ...(await lessonOfEveryKind(limited.id, true)),
  ];

  for (const role of learnerRoles) {
    const [person] = await db
      .insert(users)
      .values({
        accountId: fixture.accountId,
        email: `${role}.${crypto.randomUUID()}@example.com`,
        firstName: 'L',
        lastName: role,
        roles: [role],
      })
      .returning({ id: users.id, accountId: users.accountId });
    learnerCookies.set(role, await test.sessionCookieFor(person!));
  }
});
afterAll(() => test.close());

const routesOf = (role: RoleIdentifier) => test.app.apiRoutes.filter((route) => isAllowed(policyFor(route.method, route.url)!, [role]));

describe.each(learnerRoles)('what a learner (%s) reaches', (role) => {
  const call = (method: string, url: string, payload?: object) =>
    test.app.inject({ method: method as 'GET', url, headers: { cookie: learnerCookies.get(role)! }, ...(payload ? { payload } : {}) });

  it('reads the course and lesson the learner app shows them, so the refusals below are about what is hidden', async () => {
    expect((await call('GET', `/api/learner/courses/${visibleCourseId}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/learner/lessons/${visibleLessonId}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/learner/courses')).body).toContain(visibleCourseId);
    expect(hiddenIds.length).toBe(3 + 2 * lessonKinds.length);
  });

  it('gets 403 or 404 for every id it may not see, on every route it may call', { timeout: 120_000 }, async () => {
    const reached: string[] = [];
    for (const route of routesOf(role).filter((candidate) => pathParameters(candidate).length > 0)) {
      const body = sampleBodyFor(route) ?? {};
      // Without a sample body a write may stop at validation first; that answer cannot depend on the id.
      const refusals = methodsWithBody.has(route.method) && !sampleBodyFor(route) ? [400, 403, 404] : [403, 404];
      for (const id of hiddenIds) {
        const url = fillPath(route, () => id);
        const response = await call(route.method, url, methodsWithBody.has(route.method) ? body : undefined);
        if (!refusals.includes(response.statusCode)) reached.push(`${route.method} ${url} → ${response.statusCode}`);
      }
    }
    expect(reached).toEqual([]);
  });

  it('never hears of a hidden course or lesson on a route without an id, even when asking by query', async () => {
    const mentions = new Set<string>();
    for (const route of routesOf(role).filter((candidate) => candidate.method === 'GET' && pathParameters(candidate).length === 0)) {
      // The query names the ids the way the calls that take them by query do (contentNavigation).
      const urls = [route.url, ...hiddenIds.map((id) => `${route.url}?courseId=${id}&lessonId=${id}`)];
      for (const url of urls) {
        const response = await call('GET', url);
        for (const id of hiddenIds) if (response.body.includes(id)) mentions.add(`GET ${route.url} mentions ${id}`);
      }
    }
    expect([...mentions]).toEqual([]);
  });
});
