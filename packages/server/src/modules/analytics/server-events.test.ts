import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { signUpNewAccount } from '../../test-support/accounts.ts';
import { analyticsEvents } from '../../db/schema.ts';

// Issue 15: the events the server records itself (a refused sign-in, an upload refused for size), the
// exclude-from-analytics role, and the count of refused events in GET /api/health.

let test: TestApp;
let owner: { id: string; accountId: string; cookie: string };
let excluded: { id: string; accountId: string; cookie: string };

beforeAll(async () => {
  test = await createTestApp();
  const { people } = await insertAccountWithPeople(test.database.db, 'Server events', [
    ['account-owner'],
    ['account-owner', 'exclude-from-analytics'],
  ]);
  const withCookie = async (person: { id: string; accountId: string }) => ({ ...person, cookie: await test.sessionCookieFor(person) });
  owner = await withCookie(people[0]!);
  excluded = await withCookie(people[1]!);
});
afterAll(() => test.close());

const eventsOf = (userId: string, name: string) =>
  test.database.db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.eventName, name)));
const logIn = (email: string, password: string) =>
  test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const askToUpload = (cookie: string, contentType: string, fileName: string, size: number) =>
  test.app.inject({
    method: 'POST',
    url: '/api/media/getSignedUploadParams',
    headers: { cookie },
    payload: { contentType, fileName, size },
  });
const send = (cookie: string, batch: unknown[]) =>
  test.app.inject({ method: 'POST', url: '/api/events', headers: { cookie }, payload: { batch } });

describe('Login Failed', () => {
  it('is recorded, after the answer, for a wrong password of an e-mail that has an account', async () => {
    const person = await signUpNewAccount(test);
    expect((await logIn(person.body.email, 'not the password')).statusCode).toBe(401);
    await test.app.afterResponse.settled();
    const rows = await eventsOf(person.user.userId, 'Login Failed');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      accountId: person.user.userApplicationId,
      eventType: 'track',
      eventVersion: '1.0.0',
      properties: { method: 'password', reason: 'invalid_credentials' },
    });
  });

  it('records nothing for an address without an account (it belongs to no account)', async () => {
    const before = await test.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventName, 'Login Failed'));
    expect((await logIn('nobody.at.all@example.com', 'whatever password')).statusCode).toBe(401);
    await test.app.afterResponse.settled();
    const after = await test.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventName, 'Login Failed'));
    expect(after).toHaveLength(before.length);
  });
});

describe('Sign Up Failed Existing Account', () => {
  it("is recorded in the existing person's account when someone signs up again with their e-mail", async () => {
    const person = await signUpNewAccount(test);
    const again = await test.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...person.body, accountName: 'Second try' },
    });
    expect(again.statusCode).toBe(202);
    await test.app.afterResponse.settled();
    const rows = await eventsOf(person.user.userId, 'Sign Up Failed Existing Account');
    expect(rows.map((row) => [row.accountId, row.properties])).toEqual([[person.user.userApplicationId, { method: 'email' }]]);
  });
});

describe('the upload size limit events', () => {
  it('records Upload Size Limit Exceeded with the size and the limit when an upload is refused for its size', async () => {
    const allowed = await askToUpload(owner.cookie, 'image', 'a.png', 1000);
    expect(allowed.statusCode).toBe(200);
    const limit = allowed.json().maxBytes as number;
    const refused = await askToUpload(owner.cookie, 'image', 'a.png', limit + 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('file_too_large');
    const rows = await eventsOf(owner.id, 'Upload Size Limit Exceeded');
    expect(rows.map((row) => row.properties)).toEqual([{ content_type: 'image', size_bytes: limit + 1, limit_bytes: limit }]);
    expect(rows[0]!.accountId).toBe(owner.accountId);
  });

  it('records a presentation refused for its size as Presentation Upload Size Limit Exceeded', async () => {
    expect((await askToUpload(owner.cookie, 'powerpoint', 'deck.pptx', 100_000_001)).statusCode).toBe(400);
    const rows = await eventsOf(owner.id, 'Presentation Upload Size Limit Exceeded');
    expect(rows.map((row) => row.properties)).toEqual([{ size_bytes: 100_000_001, limit_bytes: 100_000_000 }]);
  });

  it('records nothing for an upload refused for another reason', async () => {
    expect((await askToUpload(owner.cookie, 'image', 'a.exe', 10)).statusCode).toBe(400);
    expect(await eventsOf(owner.id, 'File Upload Failed')).toHaveLength(0);
    expect(await eventsOf(owner.id, 'Upload Size Limit Exceeded')).toHaveLength(1);
  });
});

describe('exclude-from-analytics', () => {
  it("accepts the person's events but stores none of them, sent or recorded by the server", async () => {
    const response = await send(excluded.cookie, [
      { type: 'track', event: 'Logged Out', properties: {} },
      { type: 'page', name: 'Courses' },
    ]);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    expect((await askToUpload(excluded.cookie, 'image', 'a.png', 2_000_000_000)).statusCode).toBe(400);
    expect(await test.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, excluded.id))).toHaveLength(0);
  });
});

describe('events only the server records', () => {
  it('are refused from a tracker, so nobody forges a failed sign-in (400)', async () => {
    const response = await send(owner.cookie, [
      { type: 'track', event: 'Login Failed', properties: { method: 'password', reason: 'invalid_credentials' } },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.events).toEqual([{ index: 0, problems: ['Event Login Failed is recorded by the server only.'] }]);
  });
});

describe('the count of refused events', () => {
  it('grows by each invalid event of a refused batch and shows in GET /api/health', async () => {
    const countNow = async () => (await test.app.inject({ method: 'GET', url: '/api/health' })).json().invalidAnalyticsEvents as number;
    const before = await countNow();
    const response = await send(owner.cookie, [
      { type: 'track', event: 'Course Teleported' },
      { type: 'track', event: 'Logged Out', properties: {} },
      { type: 'page', properties: { path: '/x' } },
    ]);
    expect(response.statusCode).toBe(400);
    expect(await countNow()).toBe(before + 2);
  });
});
