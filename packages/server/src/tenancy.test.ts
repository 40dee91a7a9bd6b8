import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test-support/index.ts';
import { fillPath, methodsWithBody, pathParameters } from './test-support/route-requests.ts';
import { insertAccountWithPeople } from './test-support/people.ts';
import { seedDemoIfEmpty, DEMO_OWNER_EMAIL } from './seed/seed.ts';
import { accounts, courses, inviteCodes, lessons, userGroups, users } from './db/schema.ts';

// Every row belongs to an account (DESIGN.md). The owner of account B, who may call every route, must
// never reach a row of account A: every id of A in every path parameter answers 404, and no list of B
// mentions an id of A.
let test: TestApp;
let idsOfA: string[] = [];
let ownerOfB: { id: string; accountId: string };

beforeAll(async () => {
  test = await createTestApp();
  const db = test.database.db;
  await seedDemoIfEmpty(db);
  const [ownerOfA] = await db.select({ accountId: users.accountId, id: users.id }).from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
  const accountA = ownerOfA!.accountId;
  await test.app.inject({ method: 'POST', url: '/api/invite-codes', headers: { cookie: await test.sessionCookieFor(ownerOfA!) }, payload: {} });
  idsOfA = [
    accountA,
    ...(await db.select({ id: users.id }).from(users).where(eq(users.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: courses.id }).from(courses).where(eq(courses.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.accountId, accountA))).map((row) => row.id),
    ...(await db.select({ id: inviteCodes.code }).from(inviteCodes).where(eq(inviteCodes.accountId, accountA))).map((row) => row.id),
  ];
  const accountB = await insertAccountWithPeople(db, 'Account B', [['account-owner']]);
  ownerOfB = accountB.people[0]!;
  expect((await db.select().from(accounts)).length).toBe(2);
});
afterAll(() => test.close());

describe('tenancy', () => {
  it('has ids of every kind in account A to try', () => {
    expect(idsOfA.length).toBeGreaterThanOrEqual(1 + 5 + 2 + 3 + 2 + 1);
  });

  it('answers 404 to account B for every id of account A on every route with a path parameter', async () => {
    const cookie = await test.sessionCookieFor(ownerOfB);
    const routesWithIds = test.app.apiRoutes.filter((route) => pathParameters(route).length > 0);
    expect(routesWithIds.length).toBeGreaterThan(0);
    for (const route of routesWithIds) {
      for (const id of idsOfA) {
        const response = await test.app.inject({
          method: route.method as 'GET',
          url: fillPath(route, () => id),
          headers: { cookie },
          ...(methodsWithBody.has(route.method) ? { payload: {} } : {}),
        });
        // A route with a body may reject the (empty) body first; that answer cannot depend on the id.
        const acceptable = methodsWithBody.has(route.method) ? [404, 400] : [404];
        expect({ request: `${route.method} ${fillPath(route, () => id)}`, status: acceptable.includes(response.statusCode) }).toEqual({
          request: `${route.method} ${fillPath(route, () => id)}`,
          status: true,
        });
      }
    }
  });

  it('shows account B none of account A’s rows in any list', async () => {
    const cookie = await test.sessionCookieFor(ownerOfB);
    const lists = test.app.apiRoutes.filter((route) => route.method === 'GET' && pathParameters(route).length === 0);
    for (const route of lists) {
      const response = await test.app.inject({ method: 'GET', url: route.url, headers: { cookie } });
      expect(response.statusCode, `${route.url}`).toBe(200);
      const leaked = idsOfA.filter((id) => response.body.includes(id));
      expect({ route: route.url, leaked }).toEqual({ route: route.url, leaked: [] });
    }
  });

  it('still shows account A its own rows (the suite would pass vacuously otherwise)', async () => {
    const [ownerOfA] = await test.database.db.select({ accountId: users.accountId, id: users.id }).from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
    const response = await test.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie: await test.sessionCookieFor(ownerOfA!) } });
    const courseIds = response.json().items.map((item: { id: string }) => item.id);
    expect(courseIds).toHaveLength(2);
    const detail = await test.app.inject({ method: 'GET', url: `/api/courses/${courseIds[0]}`, headers: { cookie: await test.sessionCookieFor(ownerOfA!) } });
    expect(detail.statusCode).toBe(200);
  });
});
