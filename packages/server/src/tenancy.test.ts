import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestDatabase, type TestApp } from './test-support/index.ts';
import { accountScopedRoutes, fillPath, methodsWithBody, pathParameters } from './test-support/route-requests.ts';
import { sampleBodyFor } from './test-support/route-bodies.ts';
import { insertAccountWithPeople } from './test-support/people.ts';
import { seedDemoIfEmpty, DEMO_OWNER_EMAIL } from './seed/seed.ts';
import {
  accounts,
  coursePublicDetails,
  courses,
  inviteCodes,
  lessons,
  publicDetailItems,
  reviewComments,
  playlists,
  courseCollections,
  leaderboards,
  tags,
  topics,
  urlSlugs,
  userGroups,
  users,
} from './db/schema.ts';

// Every row belongs to an account (DESIGN.md). The owner of account B, who may call every route, must
// never reach a row of account A: every id of A in every path parameter answers 404, and no list of B
// mentions an id of A.
let test: TestApp;
let idsOfA: string[] = [];
let ownerOfB: { id: string; accountId: string };
let courseOfB: string;
let courseOfA: string;
let lessonOfA: string;
let publicDetailOfA: string;
let ownerOfAValue: { id: string; accountId: string } | undefined;
const ownerOfA = () => ownerOfAValue!;

beforeAll(async () => {
  // A seeded database of its own: this suite adds rows to the demo account and counts every account.
  test = await createTestApp({}, await createTestDatabase({ seeded: true }));
  const db = test.database.db;
  await seedDemoIfEmpty(db);
  const [ownerOfARow] = await db.select({ accountId: users.accountId, id: users.id }).from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
  ownerOfAValue = ownerOfARow!;
  const accountA = ownerOfA().accountId;
  const cookieOfA = await test.sessionCookieFor(ownerOfA());
  await test.app.inject({ method: 'POST', url: '/api/invite-codes', headers: { cookie: cookieOfA }, payload: {} });
  // Rows of every kind a path can name: the seed has courses, lessons, tags, a topic and public details;
  // add what it lacks (an excluded lesson and slide, a rating, a review comment).
  const [welcome] = await db.select({ id: courses.id }).from(courses).where(eq(courses.title, 'Welcome to Slidewise'));
  courseOfA = welcome!.id;
  const lessonsOfWelcome = (
    await test.app.inject({ method: 'GET', url: `/api/course/${courseOfA}/lessons`, headers: { cookie: cookieOfA } })
  ).json();
  lessonOfA = lessonsOfWelcome[0].id;
  const firstLesson = (await test.app.inject({ method: 'GET', url: `/api/lessons/${lessonOfA}`, headers: { cookie: cookieOfA } })).json();
  const asA = (method: 'POST', url: string, payload: object) =>
    test.app.inject({ method, url: `/api/courses/${courseOfA}${url}`, headers: { cookie: cookieOfA }, payload });
  for (const [url, payload] of [
    ['/public-details/excluded-lessons', { lessonId: lessonOfA }],
    ['/public-details/excluded-slides', { lessonId: lessonOfA, slideId: firstLesson.configuration.slides[0].id }],
    ['/public-details/user-course-ratings', { title: 'Rate us', url: 'https://example.com/rate' }],
    ['/review-comments', { lessonId: lessonOfA, content: 'Looks good' }],
  ] as const) {
    expect((await asA('POST', url, payload)).statusCode).toBe(201);
  }
  // Issue 16: a playlist, a course collection and a leaderboard.
  for (const [url, payload] of [
    ['/api/playlists', { title: 'A playlist', courseIds: [courseOfA] }],
    ['/api/course-collections', { title: 'A collection' }],
    ['/api/leaderboards', { title: 'A board', kind: 'course', courseId: courseOfA }],
  ] as const) {
    expect((await test.app.inject({ method: 'POST', url, headers: { cookie: cookieOfA }, payload })).statusCode).toBe(201);
  }
  const [detailOfA] = await db
    .select({ id: coursePublicDetails.id })
    .from(coursePublicDetails)
    .where(eq(coursePublicDetails.courseId, courseOfA));
  publicDetailOfA = detailOfA!.id;
  idsOfA = [
    accountA,
    ...(await db.select({ id: users.id }).from(users).where(eq(users.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: courses.id }).from(courses).where(eq(courses.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: inviteCodes.code }).from(inviteCodes).where(eq(inviteCodes.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: tags.id }).from(tags).where(eq(tags.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: topics.id }).from(topics).where(eq(topics.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: coursePublicDetails.id }).from(coursePublicDetails).where(eq(coursePublicDetails.accountId, accountA))).map(
      (row) => row.id,
    ),
    ...(await db.select({ id: publicDetailItems.id }).from(publicDetailItems).where(eq(publicDetailItems.accountId, accountA))).map(
      (row) => row.id,
    ),
    ...(await db.select({ id: urlSlugs.id }).from(urlSlugs).where(eq(urlSlugs.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: reviewComments.id }).from(reviewComments).where(eq(reviewComments.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: playlists.id }).from(playlists).where(eq(playlists.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: courseCollections.id }).from(courseCollections).where(eq(courseCollections.accountId, accountA))).map(
      (row) => row.id,
    ),
    ...(await db.select({ id: leaderboards.id }).from(leaderboards).where(eq(leaderboards.accountId, accountA))).map((row) => row.id),
  ];
  const accountB = await insertAccountWithPeople(db, 'Account B', [['account-owner']]);
  ownerOfB = accountB.people[0]!;
  const created = await test.app.inject({
    method: 'POST',
    url: '/api/courses',
    headers: { cookie: await test.sessionCookieFor(ownerOfB) },
    payload: { title: 'B course' },
  });
  courseOfB = created.json().id;
  expect((await db.select().from(accounts)).length).toBe(2);
});
afterAll(async () => {
  await test.close();
  await test.database.close();
});

describe('tenancy', () => {
  it('has ids of every kind in account A to try', () => {
    // account, people, courses, lessons, groups, invite code, tags, topic, public detail, its items (a link, two exclusions, a rating), slug, comment
    expect(idsOfA.length).toBeGreaterThanOrEqual(1 + 5 + 2 + 7 + 2 + 1 + 2 + 1 + 1 + 4 + 1 + 1);
  });

  // Every route times every id of A: thousands of requests, which take several times longer while the
  // rest of the suite shares the machine's cores, so this one test gets more than the default time.
  it('answers 404 to account B for every id of account A on every route with a path parameter', { timeout: 120_000 }, async () => {
    const cookie = await test.sessionCookieFor(ownerOfB);
    const routesWithIds = accountScopedRoutes(test.app.apiRoutes).filter((route) => pathParameters(route).length > 0);
    expect(routesWithIds.length).toBeGreaterThan(0);
    // The real id of A for each parent parameter, so a nested route is also tried with its parents right
    // and only its own id foreign.
    const parentIdsOfA: Record<string, string> = { courseId: courseOfA, publicDetailId: publicDetailOfA };
    for (const route of routesWithIds) {
      const body = sampleBodyFor(route);
      const parameters = pathParameters(route);
      const last = parameters.at(-1)!;
      for (const id of idsOfA) {
        const urls = [fillPath(route, () => id)];
        if (parameters.length > 1) urls.push(fillPath(route, (parameter) => (parameter === last ? id : parentIdsOfA[parameter]!)));
        for (const url of urls) {
          const response = await test.app.inject({
            method: route.method as 'GET',
            url,
            headers: { cookie },
            ...(methodsWithBody.has(route.method) ? { payload: body ?? {} } : {}),
          });
          // Without a sample body a route may reject the (empty) body first; that answer cannot depend on the id.
          const acceptable = methodsWithBody.has(route.method) && !body ? [404, 400] : [404];
          expect({
            request: `${route.method} ${url}`,
            status: response.statusCode,
            acceptable: acceptable.includes(response.statusCode),
          }).toMatchObject({
            request: `${route.method} ${url}`,
            acceptable: true,
          });
        }
      }
    }
  });

  it('has a sample body for every body-taking route with a path parameter, so the test above reaches its handler', () => {
    const missing = test.app.apiRoutes
      .filter((route) => methodsWithBody.has(route.method) && pathParameters(route).length > 0 && !sampleBodyFor(route))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('shows account B none of account A’s rows in any list', async () => {
    const cookie = await test.sessionCookieFor(ownerOfB);
    // Swagger UI's page and assets under /api/docs hold no rows (and one of them is a redirect).
    const lists = accountScopedRoutes(test.app.apiRoutes).filter(
      (route) => route.method === 'GET' && pathParameters(route).length === 0 && !route.url.startsWith('/api/docs/'),
    );
    // Lists that need to be told which course of B to list.
    const queries: Record<string, string> = { '/api/courses/contentNavigation': `?courseId=${courseOfB}` };
    for (const route of lists) {
      const response = await test.app.inject({ method: 'GET', url: `${route.url}${queries[route.url] ?? ''}`, headers: { cookie } });
      expect(response.statusCode, `${route.url}`).toBe(200);
      const leaked = idsOfA.filter((id) => response.body.includes(id));
      expect({ route: route.url, leaked }).toEqual({ route: route.url, leaked: [] });
    }
  });

  it('answers 404 to account B for ids of account A in query strings and bodies', async () => {
    const cookie = await test.sessionCookieFor(ownerOfB);
    const db = test.database.db;
    const [tagOfA] = await db.select({ id: tags.id }).from(tags).where(eq(tags.accountId, ownerOfA().accountId));
    const [groupOfA] = await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.accountId, ownerOfA().accountId));
    const [personOfA] = await db.select({ id: users.id }).from(users).where(eq(users.accountId, ownerOfA().accountId));
    const lessonOfB = (
      await test.app.inject({
        method: 'POST',
        url: `/api/course/${courseOfB}/lessons`,
        headers: { cookie },
        payload: { kind: 'Lesson', title: 'B lesson' },
      })
    ).json();
    const requests: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object][] = [
      ['GET', `/api/courses/contentNavigation?courseId=${courseOfA}`],
      ['PUT', `/api/courses/${courseOfB}/tags`, { tagIds: [tagOfA!.id] }],
      ['POST', `/api/courses/${courseOfB}/publish`, { tagIds: [tagOfA!.id] }],
      ['PUT', `/api/courses/${courseOfB}/usergroups`, { universalAccess: false, userGroups: [groupOfA!.id] }],
      ['PUT', `/api/courses/${courseOfB}/prerequisites`, { prerequisites: [courseOfA] }],
      ['PUT', `/api/courses/${courseOfB}/sharing`, { sharedWith: [personOfA!.id] }],
      ['POST', '/api/v2/leaderBoard/enable', { courseId: courseOfA, isEnabled: true }],
      ['POST', '/api/lessons/copy', { lessonId: lessonOfA }],
      ['POST', '/api/lessons/copy', { lessonId: lessonOfB.id, courseId: courseOfA }],
      ['PUT', `/api/lessons/${lessonOfB.id}`, { version: 1, courseId: courseOfA }],
      ['POST', `/api/course/${courseOfB}/lessons/publish`, { lessonIds: [lessonOfA] }],
      ['POST', `/api/courses/${courseOfB}/public-details/excluded-lessons`, { lessonId: lessonOfA }],
      ['POST', `/api/courses/${courseOfB}/review-comments`, { lessonId: lessonOfA, content: 'Hello' }],
    ];
    for (const [method, url, payload] of requests) {
      const response = await test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      expect({ request: `${method} ${url} ${JSON.stringify(payload ?? {})}`, status: response.statusCode }).toEqual({
        request: `${method} ${url} ${JSON.stringify(payload ?? {})}`,
        status: 404,
      });
    }
  });

  it('still shows account A its own rows (the suite would pass vacuously otherwise)', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/courses',
      headers: { cookie: await test.sessionCookieFor(ownerOfA()) },
    });
    const courseIds = response.json().items.map((item: { id: string }) => item.id);
    expect(courseIds).toHaveLength(2);
    const detail = await test.app.inject({
      method: 'GET',
      url: `/api/courses/${courseIds[0]}`,
      headers: { cookie: await test.sessionCookieFor(ownerOfA()) },
    });
    expect(detail.statusCode).toBe(200);
  });
});
