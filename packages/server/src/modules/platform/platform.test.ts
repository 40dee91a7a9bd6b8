import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAccountListResponseSchema, roleIdentifiers, rolesAllow, type RoleIdentifier } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';

let test: TestApp;
let customer: Awaited<ReturnType<typeof insertAccountWithPeople>>;
const cookies = new Map<RoleIdentifier, string>();
const signedInRoles = roleIdentifiers.filter((role) => role !== 'anonymous-user');
const uniqueName = `Customer ${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  test = await createTestApp();
  customer = await insertAccountWithPeople(test.database.db, uniqueName, [['account-owner']]);
  const staff = await insertAccountWithPeople(
    test.database.db,
    'Platform staff',
    signedInRoles.map((role) => [role]),
  );
  for (const [index, role] of signedInRoles.entries()) cookies.set(role, await test.sessionCookieFor(staff.people[index]!));
});
afterAll(() => test.close());

const call = (role: RoleIdentifier, method: 'GET' | 'PUT', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: { cookie: cookies.get(role)! }, ...(payload ? { payload } : {}) });
const lockedPlan = {
  planKind: 'freemium',
  planAccess: { hasAccess: false, hasAccessReason: 'The trial ended.', lockedDate: '2025-05-31T00:00:00.000Z', lessonLimit: 10 },
};

describe('GET /api/platform/accounts', () => {
  it('lists accounts of every tenant with their plan, found by a search on the name', async () => {
    const response = await call('slidewise-admin', 'GET', `/api/platform/accounts?search=${encodeURIComponent(uniqueName)}`);
    const body = platformAccountListResponseSchema.parse(response.json());
    expect(body.items).toEqual([
      expect.objectContaining({
        id: customer.accountId,
        name: uniqueName,
        planKind: 'enterprise',
        totalUsers: 1,
        planAccess: expect.objectContaining({ hasAccess: true }),
      }),
    ]);
  });

  it('takes a search with % and _ as letters', async () => {
    expect((await call('ed-admin', 'GET', '/api/platform/accounts?search=%25%25%25')).json().items).toEqual([]);
  });
});

describe('PUT /api/platform/accounts/{accountId}/plan', () => {
  it("changes the account's plan and access, which the account's own plan info then answers", async () => {
    const response = await call('ed-admin', 'PUT', `/api/platform/accounts/${customer.accountId}/plan`, lockedPlan);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ planKind: 'freemium', planAccess: lockedPlan.planAccess });
    const owner = await test.sessionCookieFor(customer.people[0]!);
    const plan = (await test.app.inject({ method: 'GET', url: '/api/plan', headers: { cookie: owner } })).json();
    expect(plan).toMatchObject({
      currentPlan: { id: 'freemium', isFreemium: true, limits: { lessons: 10 } },
      planAccess: lockedPlan.planAccess,
    });
  });

  it.each([
    ['an unknown plan', { ...lockedPlan, planKind: 'platinum' }],
    ['a negative lesson limit', { ...lockedPlan, planAccess: { ...lockedPlan.planAccess, lessonLimit: -1 } }],
    ['a date that is not ISO 8601', { ...lockedPlan, planAccess: { ...lockedPlan.planAccess, lockedDate: 'yesterday' } }],
    ['no access part', { planKind: 'trial' }],
  ])('refuses %s with a 400', async (_case, body) => {
    const response = await call('slidewise-admin', 'PUT', `/api/platform/accounts/${customer.accountId}/plan`, body);
    expect([response.statusCode, response.json().code]).toEqual([400, 'validation_failed']);
  });

  it('refuses a body nested too deep, and text the database cannot store, with a 400 (the generic suites try account routes only)', async () => {
    const deep = await test.app.inject({
      method: 'PUT',
      url: `/api/platform/accounts/${customer.accountId}/plan`,
      headers: { cookie: cookies.get('slidewise-admin')!, 'content-type': 'application/json' },
      payload: `{"planKind":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
    });
    expect([deep.statusCode, deep.json().code]).toEqual([400, 'validation_failed']);
    const unstorable = await call('slidewise-admin', 'PUT', `/api/platform/accounts/${customer.accountId}/plan`, {
      ...lockedPlan,
      planAccess: { ...lockedPlan.planAccess, hasAccessReason: 'a\u0000b' },
    });
    expect([unstorable.statusCode, unstorable.json().code]).toEqual([400, 'validation_failed']);
  });

  it('answers 404 for an account that does not exist, and for an id that is not one', async () => {
    for (const id of [crypto.randomUUID()]) {
      const response = await call('slidewise-admin', 'PUT', `/api/platform/accounts/${id}/plan`, lockedPlan);
      expect(response.statusCode).toBe(404);
    }
    expect((await call('slidewise-admin', 'PUT', '/api/platform/accounts/not-an-id/plan', lockedPlan)).statusCode).toBe(400);
  });
});

describe.each(signedInRoles)('as %s', (role) => {
  it('reaches the platform calls exactly as the matrix says (account owners of their own account included)', async () => {
    const list = await call(role, 'GET', '/api/platform/accounts');
    expect([role, list.statusCode]).toEqual([role, rolesAllow('platform.listAccounts', [role]) ? 200 : 403]);
    const change = await call(role, 'PUT', `/api/platform/accounts/${customer.accountId}/plan`, { ...lockedPlan, planKind: 'trial' });
    expect([role, change.statusCode]).toEqual([role, rolesAllow('platform.changePlan', [role]) ? 200 : 403]);
  });
});
