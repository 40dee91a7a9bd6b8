import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../test-support/index.ts';
import type { DatabaseHandle } from '../db/client.ts';

const LIMIT = { max: 3, windowMs: 60_000 };

// Two apps on one database stand for two servers behind a load balancer.
let database: DatabaseHandle;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  [first, second] = await Promise.all([
    createTestApp({ signInRateLimit: LIMIT }, database),
    createTestApp({ signInRateLimit: LIMIT }, database),
  ]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.close();
});

let nextAddress = 1;
/** A client address no other test has used, so each test starts with fresh counters. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const attemptSignIn = (test: TestApp, remoteAddress: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email: 'nobody@example.com', password: 'wrong-password' },
  });

describe('the sign-in rate limit kept in the database', () => {
  it('limits attempts spread over two servers as if they reached one', async () => {
    const address = freshAddress();
    const statuses = [];
    for (const test of [first, second, first, second, first]) statuses.push((await attemptSignIn(test, address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('answers 429 rate_limited with the wait, as before the counters moved', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < LIMIT.max; attempt += 1) await attemptSignIn(first, address);
    const blocked = await attemptSignIn(second, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please wait 1 minute and try again.' });
    expect(blocked.headers['retry-after']).toBe('60');
  });

  it('counts each client address apart', async () => {
    const [limited, other] = [freshAddress(), freshAddress()];
    for (let attempt = 0; attempt <= LIMIT.max; attempt += 1) await attemptSignIn(first, limited);
    expect((await attemptSignIn(second, limited)).statusCode).toBe(429);
    expect((await attemptSignIn(second, other)).statusCode).toBe(401);
  });

  it('counts each limited route apart', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt <= LIMIT.max; attempt += 1) await attemptSignIn(first, address);
    const magicLink = await second.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      remoteAddress: address,
      payload: { email: 'nobody@example.com' },
    });
    expect(magicLink.statusCode).toBe(202);
  });

  it('lets attempts through again once the window has passed', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt <= LIMIT.max; attempt += 1) await attemptSignIn(first, address);
    expect((await attemptSignIn(second, address)).statusCode).toBe(429);
    first.clock.advance(LIMIT.windowMs);
    second.clock.advance(LIMIT.windowMs);
    expect((await attemptSignIn(second, address)).statusCode).toBe(401);
    expect((await attemptSignIn(first, address)).statusCode).toBe(401);
  });

  it('does not count against a server configured with another limit', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt <= LIMIT.max; attempt += 1) await attemptSignIn(first, address);
    const generous = await createTestApp({ signInRateLimit: { max: 100, windowMs: 60_000 } }, database);
    try {
      expect((await attemptSignIn(generous, address)).statusCode).toBe(401);
    } finally {
      await generous.close();
    }
  });
});
