import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { countHit, forgetAttempts, sweepEndedWindows, takeSpacedAttempt, type GrowingDelay } from './rate-limit-counters.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const WINDOW_MS = 60_000;
const start = new Date('2025-06-01T09:00:00.000Z');
const later = (milliseconds: number) => new Date(start.getTime() + milliseconds);
const keysHeld = async () =>
  (await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key).sort();

describe('rate-limit counters', () => {
  it('opens a window with the first hit and counts the hits within it', async () => {
    expect(await countHit(database.db, 'counts', WINDOW_MS, start)).toEqual({ hits: 1, windowEndsAt: later(WINDOW_MS) });
    expect(await countHit(database.db, 'counts', WINDOW_MS, later(WINDOW_MS - 1))).toEqual({ hits: 2, windowEndsAt: later(WINDOW_MS) });
    expect(await countHit(database.db, 'counts', WINDOW_MS, later(WINDOW_MS))).toEqual({ hits: 1, windowEndsAt: later(2 * WINDOW_MS) });
  });

  it('counts every one of many simultaneous hits once', async () => {
    const counted = await Promise.all(Array.from({ length: 20 }, () => countHit(database.db, 'simultaneous', WINDOW_MS, start)));
    expect(counted.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('sweeps the counters whose window has ended and keeps the others', async () => {
    await countHit(database.db, 'sweep-ended', WINDOW_MS, start);
    await countHit(database.db, 'sweep-open', WINDOW_MS, later(WINDOW_MS / 2));
    await sweepEndedWindows(database.db, later(WINDOW_MS));
    const held = await keysHeld();
    expect(held).toContain('sweep-open');
    expect(held).not.toContain('sweep-ended');
  });
});

describe('spaced attempts', () => {
  // Two attempts free, then a wait of 1 s, 2 s, 4 s … after the previous one; a quiet hour forgets them.
  const spacing: GrowingDelay = { delayAfterMs: (attempts) => (attempts < 2 ? 0 : 1000 * 2 ** (attempts - 2)), memoryMs: 60 * 60_000 };
  const take = (key: string, at: number) => takeSpacedAttempt(database.db, key, later(at), spacing);

  it('counts attempts and refuses those that come before their wait, without counting them', async () => {
    expect([await take('spaced', 0), await take('spaced', 10)]).toEqual([{ allowed: true }, { allowed: true }]);
    expect(await take('spaced', 20)).toEqual({ allowed: false, retryAfterMs: 990 });
    expect(await take('spaced', 1009)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(await take('spaced', 1010)).toEqual({ allowed: true });
    expect(await take('spaced', 1010)).toEqual({ allowed: false, retryAfterMs: 2000 });
  });

  it('decides simultaneous attempts one after the other: only the free ones go through', async () => {
    const taken = await Promise.all(Array.from({ length: 6 }, () => take('simultaneous-spaced', 0)));
    expect(taken.filter((attempt) => attempt.allowed)).toHaveLength(2);
  });

  it('starts over once forgotten or after a quiet hour, and lets an attempt through whose server clock is a little behind', async () => {
    for (const at of [0, 1]) await take('forgotten', at);
    await forgetAttempts(database.db, 'forgotten');
    expect((await take('forgotten', 2)).allowed).toBe(true);

    await take('quiet', 0);
    expect((await take('quiet', -5)).allowed).toBe(true);
    expect((await take('quiet', 5)).allowed).toBe(false);
    expect((await take('quiet', 60 * 60_000 + 5)).allowed).toBe(true);
  });
});
