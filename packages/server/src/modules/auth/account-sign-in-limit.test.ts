import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SIGN_IN_FIRST_DELAY_MS, ACCOUNT_SIGN_IN_LONGEST_DELAY_MS } from '@slidewise/core';
import { createTestApp, createTestDatabase, type TestApp } from '../../test-support/index.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { hashPassword } from './passwords.ts';
import { signInDelayMs } from './account-attempts.ts';

// Credential stuffing: many client addresses, one account. Two apps on one database stand for two servers.
const FREE_ATTEMPTS = 3;
const PASSWORD = 'the right password';

let database: DatabaseHandle;
let servers: [TestApp, TestApp];
beforeAll(async () => {
  database = await createTestDatabase();
  const config = { accountSignInFreeAttempts: FREE_ATTEMPTS };
  servers = await Promise.all([createTestApp(config, database), createTestApp(config, database)]);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database.close();
});

let nextAddress = 1;
/** Every attempt comes from an address of its own, so only the per-account limit can stop them. */
const signIn = (server: TestApp, email: string, password: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `203.0.113.${nextAddress++ % 250}`,
    payload: { email, password },
  });

/** Both servers' clocks move together, as real servers' do. */
const wait = (milliseconds: number) => {
  for (const server of servers) server.clock.advance(milliseconds);
};

async function personWithPassword() {
  const { people } = await insertAccountWithPeople(database.db, 'Stuffed', [['account-owner']]);
  const [person] = await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, people[0]!.id))
    .returning({ email: users.email });
  return person!.email;
}

describe('the per-account sign-in limit', () => {
  it('lets the free attempts through, then makes each one wait after the last, longer each time, across servers and addresses', async () => {
    const email = await personWithPassword();
    const [first, second] = servers;
    for (let attempt = 0; attempt < FREE_ATTEMPTS; attempt += 1)
      expect((await signIn(servers[attempt % 2]!, email, 'guess')).statusCode).toBe(401);

    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const refused = await signIn(second, email, 'guess');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/too many sign-in attempts for this e-mail address/i),
      });
      const seconds = Number(refused.headers['retry-after']);
      waits.push(seconds);
      wait(seconds * 1000 - 1);
      expect((await signIn(first, email, 'guess')).statusCode).toBe(429);
      wait(1);
      expect((await signIn(first, email, 'guess')).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4].map((factor) => (factor * ACCOUNT_SIGN_IN_FIRST_DELAY_MS) / 1000));
  });

  it('refuses even the right password while the account waits, and a sign-in that succeeds starts the count again', async () => {
    const email = await personWithPassword();
    for (let attempt = 0; attempt < FREE_ATTEMPTS; attempt += 1) await signIn(servers[0], email, 'guess');
    const waiting = await signIn(servers[1], email, PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.cookies).toEqual([]);

    wait(Number(waiting.headers['retry-after']) * 1000);
    expect((await signIn(servers[1], email, PASSWORD)).statusCode).toBe(200);
    for (let attempt = 0; attempt < FREE_ATTEMPTS; attempt += 1) expect((await signIn(servers[0], email, 'guess')).statusCode).toBe(401);
  });

  it('counts an address without an account just the same, so the wait tells nothing', async () => {
    const statuses = [];
    for (let attempt = 0; attempt <= FREE_ATTEMPTS; attempt += 1)
      statuses.push((await signIn(servers[attempt % 2]!, 'nobody.here@example.com', 'guess')).statusCode);
    expect(statuses).toEqual([...Array(FREE_ATTEMPTS).fill(401), 429]);
  });

  it('counts each e-mail address apart', async () => {
    const [limited, other] = [await personWithPassword(), await personWithPassword()];
    for (let attempt = 0; attempt < FREE_ATTEMPTS; attempt += 1) await signIn(servers[0], limited, 'guess');
    expect((await signIn(servers[0], limited, PASSWORD)).statusCode).toBe(429);
    expect((await signIn(servers[0], other, PASSWORD)).statusCode).toBe(200);
  });
});

describe('signInDelayMs', () => {
  it('is none for the free attempts, then doubles up to the longest wait', () => {
    expect([0, 1, 2].map((attempts) => signInDelayMs(attempts, 3))).toEqual([0, 0, 0]);
    expect([3, 4, 5].map((attempts) => signInDelayMs(attempts, 3))).toEqual(
      [1, 2, 4].map((factor) => factor * ACCOUNT_SIGN_IN_FIRST_DELAY_MS),
    );
    expect(signInDelayMs(10_000, 3)).toBe(ACCOUNT_SIGN_IN_LONGEST_DELAY_MS);
  });
});
