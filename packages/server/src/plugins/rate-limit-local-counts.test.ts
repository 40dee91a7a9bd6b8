import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, manualClock } from '../test-support/index.ts';
import type { DatabaseHandle, Executor } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { createLocalRateCounts } from './rate-limit-local-counts.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const WINDOW_MS = 60_000;
const sharedHits = async (key: string) =>
  (await database.db.select({ hits: rateLimitCounters.hits }).from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0]?.hits;

describe('rate-limit counts kept in memory and shared through the database', () => {
  it('counts each hit at once on its own server, without waiting for the database', async () => {
    const clock = manualClock();
    const counts = createLocalRateCounts(database.db, clock.now);
    expect([1, 2, 3].map(() => counts.hit('alone', WINDOW_MS).current)).toEqual([1, 2, 3]);
    clock.advance(WINDOW_MS - 1);
    expect(counts.hit('alone', WINDOW_MS)).toEqual({ current: 4, ttlMs: 1 });
    expect(counts.hit('another key', WINDOW_MS).current).toBe(1);
    expect(await sharedHits('alone')).toBeUndefined();
  });

  it('adds what each server counted to one shared row, and each learns the total at its next flush', async () => {
    const clock = manualClock();
    const [first, second] = [createLocalRateCounts(database.db, clock.now), createLocalRateCounts(database.db, clock.now)];
    for (let hit = 0; hit < 3; hit++) first.hit('shared', WINDOW_MS);
    await first.flush();
    expect(await sharedHits('shared')).toBe(3);
    // The second server has not flushed yet: it knows only its own hit.
    expect(second.hit('shared', WINDOW_MS).current).toBe(1);
    await second.flush();
    expect(await sharedHits('shared')).toBe(4);
    expect(second.hit('shared', WINDOW_MS).current).toBe(5);
    await second.flush();
    // The first server has nothing to add: it reads the total all the same.
    await first.flush();
    expect(first.hit('shared', WINDOW_MS).current).toBe(6);
  });

  it("takes the shared row's window, and starts a key over once its window has ended", async () => {
    const clock = manualClock();
    const [first, second] = [createLocalRateCounts(database.db, clock.now), createLocalRateCounts(database.db, clock.now)];
    first.hit('windows', WINDOW_MS);
    await first.flush();
    clock.advance(WINDOW_MS / 2);
    second.hit('windows', WINDOW_MS);
    await second.flush();
    // The row's window opened with the first server's hit, half a minute before the second's.
    expect(second.hit('windows', WINDOW_MS)).toEqual({ current: 3, ttlMs: WINDOW_MS / 2 });
    clock.advance(WINDOW_MS / 2);
    expect(second.hit('windows', WINDOW_MS)).toEqual({ current: 1, ttlMs: WINDOW_MS });
    await second.flush();
    expect(await sharedHits('windows')).toBe(1);
  });

  it('keeps counting on its own when the database fails, and shares those hits at the next flush that works', async () => {
    const clock = manualClock();
    let down = true;
    const flaky = new Proxy(database.db, {
      get(target, property) {
        if (down && property === 'insert') throw new Error('connection lost');
        return Reflect.get(target, property, target);
      },
    }) as Executor;
    const counts = createLocalRateCounts(flaky, clock.now);
    counts.hit('flaky', WINDOW_MS);
    counts.hit('flaky', WINDOW_MS);
    await expect(counts.flush()).resolves.toBeUndefined();
    expect(counts.hit('flaky', WINDOW_MS).current).toBe(3);
    down = false;
    await counts.flush();
    expect(await sharedHits('flaky')).toBe(3);
  });
});
