import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIdentifiers, type RoleIdentifier } from '@slidewise/core';
import { isAllowed, policyFor } from './policy.ts';
import { createTestApp, type TestApp } from './test-support/index.ts';
import { fillPath, methodsWithBody } from './test-support/route-requests.ts';
import { insertAccountWithPeople } from './test-support/people.ts';

// Generic guards over every registered /api route (collected by the onRoute hook), so a new route is
// covered the moment it is registered, with no test to remember.
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const guardedRoutes = () => test.app.apiRoutes.filter((route) => policyFor(route.method, route.url) !== 'public');

describe('every route that is not public', () => {
  it('covers the routes we know about (the list is not empty by accident)', () => {
    const keys = guardedRoutes().map((route) => `${route.method} ${route.url}`);
    expect(keys).toEqual(
      expect.arrayContaining(['GET /api/me', 'GET /api/courses', 'GET /api/courses/:courseId', 'POST /api/invite-codes']),
    );
  });

  it('answers 401 unauthenticated without a session, before looking at the input', async () => {
    for (const route of guardedRoutes()) {
      const response = await test.app.inject({
        method: route.method as 'GET',
        url: fillPath(route, () => randomUUID()),
        ...(methodsWithBody.has(route.method) ? { payload: {} } : {}),
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode, code: response.json().code }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        code: 'unauthenticated',
      });
    }
  });

  // Every route times every role: thousands of requests, several times slower while the rest of the suite
  // shares the machine's cores, so this one test gets more than the default time (as in tenancy.test.ts).
  it('answers 403 forbidden to a signed-in person without an allowed role, and lets allowed roles through', {
    timeout: 120_000,
  }, async () => {
    const roleSets: RoleIdentifier[][] = [[], ...roleIdentifiers.map((role) => [role])];
    const { people } = await insertAccountWithPeople(test.database.db, 'Roles', roleSets);
    for (const person of people) {
      const cookie = await test.sessionCookieFor(person);
      for (const route of guardedRoutes()) {
        const response = await test.app.inject({
          method: route.method as 'GET',
          url: fillPath(route, () => randomUUID()),
          headers: { cookie },
          ...(methodsWithBody.has(route.method) ? { payload: {} } : {}),
        });
        const allowed = isAllowed(policyFor(route.method, route.url)!, person.roles);
        const label = `${person.roles.join(',') || '(no role)'} → ${route.method} ${route.url}`;
        if (allowed) expect([label, response.statusCode]).not.toEqual([label, 403]);
        else expect([label, response.statusCode, response.json().code]).toEqual([label, 403, 'forbidden']);
        expect([label, response.statusCode]).not.toEqual([label, 401]);
      }
    }
  });
});
