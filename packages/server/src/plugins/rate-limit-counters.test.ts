import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { countHit, sweepEndedWindows } from './rate-limit-counters.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const WINDOW_MS = 60_000;
const start = new Date('2025-06-01T09:00:00.000Z');
const later = (milliseconds: number) => new Date(start.getTime() + milliseconds);
const keysHeld = async () => (await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key).sort();

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
