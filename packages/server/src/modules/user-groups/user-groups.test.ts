import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { seedDemoIfEmpty } from '../../seed/seed.ts';
import { signedInAsDemo } from '../../test-support/demo.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  await seedDemoIfEmpty(test.database.db);
});
afterAll(() => test.close());

describe('user groups', () => {
  it('lists the account’s groups with member counts, by name', async () => {
    const cookie = await signedInAsDemo(test, 'owner@demo.slidewise.dev');
    const response = await test.app.inject({ method: 'GET', url: '/api/usergroups', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: expect.any(String), name: 'Sales team', memberCount: 1 },
      { id: expect.any(String), name: 'Support team', memberCount: 1 },
    ]);
  });

  it('creates a group (201), trims its name, and refuses a duplicate name with 409', async () => {
    const cookie = await signedInAsDemo(test, 'owner@demo.slidewise.dev');
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/usergroups',
      headers: { cookie },
      payload: { name: '  Night shift ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), name: 'Night shift', memberCount: 0 });
    const duplicate = await test.app.inject({
      method: 'POST',
      url: '/api/usergroups',
      headers: { cookie },
      payload: { name: 'Night shift' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'user_group_exists', message: expect.stringContaining('Night shift') });
  });

  it('lets another account use the same group name', async () => {
    const other = await insertAccountWithPeople(test.database.db, 'Other', [['account-owner']]);
    const cookie = await test.sessionCookieFor(other.people[0]!);
    const created = await test.app.inject({ method: 'POST', url: '/api/usergroups', headers: { cookie }, payload: { name: 'Sales team' } });
    expect(created.statusCode).toBe(201);
  });

  it('lets authors read groups but only administrators create them', async () => {
    const author = await signedInAsDemo(test, 'author@demo.slidewise.dev');
    expect((await test.app.inject({ method: 'GET', url: '/api/usergroups', headers: { cookie: author } })).statusCode).toBe(200);
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/usergroups',
      headers: { cookie: author },
      payload: { name: 'Authors' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
