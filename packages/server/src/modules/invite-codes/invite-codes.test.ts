import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { seedDemoIfEmpty } from '../../seed/seed.ts';
import { signedInAsDemo } from '../../test-support/demo.ts';

let test: TestApp;
let owner: string;
beforeAll(async () => {
  test = await createTestApp();
  await seedDemoIfEmpty(test.database.db);
  owner = await signedInAsDemo(test, 'owner@demo.slidewise.dev');
});
afterAll(() => test.close());

const create = (payload: object, cookie = owner) =>
  test.app.inject({ method: 'POST', url: '/api/invite-codes', headers: { cookie }, payload });

describe('invite codes', () => {
  it('creates an 8-character code for app-user by default, with no expiry', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(201);
    const code = response.json().code;
    expect(response.json()).toEqual({
      code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      kind: 'code',
      role: 'app-user',
      roles: ['app-user'],
      userGroups: [],
      createdAt: test.clock.now().toISOString(),
      expiresAt: null,
      usageLimit: null,
      usedCount: 0,
      revokedAt: null,
      link: `http://localhost:3000/sign-up?inviteCode=${code}`,
    });
  });

  it('takes a role and an expiry in days', async () => {
    const response = await create({ role: 'content-author', expiresInDays: 7 });
    expect(response.json()).toMatchObject({
      role: 'content-author',
      expiresAt: new Date(test.clock.now().getTime() + 7 * 86_400_000).toISOString(),
    });
  });

  it('never creates a code for ownership or platform roles', async () => {
    const response = await create({ role: 'account-owner' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('lists the account’s codes, newest first', async () => {
    test.clock.advance(1000);
    const newest = (await create({})).json().code;
    const listed = await test.app.inject({ method: 'GET', url: '/api/invite-codes', headers: { cookie: owner } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()[0].code).toBe(newest);
    expect(listed.json().length).toBeGreaterThanOrEqual(3);
  });

  it('is for administrators only', async () => {
    const facilitator = await signedInAsDemo(test, 'facilitator@demo.slidewise.dev');
    expect((await create({}, facilitator)).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/invite-codes', headers: { cookie: facilitator } })).statusCode).toBe(403);
  });
});
