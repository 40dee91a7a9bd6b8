import { inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';

export interface CountedHit {
  /** Requests in the current window, this one included. */
  hits: number;
  windowEndsAt: Date;
}

/**
 * Counts one request under `key` in a fixed window of `windowMs` that opens with the first request.
 * One atomic upsert: requests arriving at once on several servers each add one, as on a single server,
 * and a window that has ended starts over at this request.
 */
export async function countHit(db: Executor, key: string, windowMs: number, now: Date): Promise<CountedHit> {
  const current = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${rateLimitCounters.windowEndsAt} <= ${current}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  return row!;
}

/**
 * Deletes the counters whose window has ended (an address that never comes back would otherwise stay).
 * Rows another server is counting at this moment are skipped rather than waited for, so a sweep never
 * blocks a sign-in and two sweeps never deadlock; they go in a later sweep.
 */
export async function sweepEndedWindows(db: Executor, now: Date): Promise<void> {
  const ended = db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, now))
    .for('update', { skipLocked: true });
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, ended));
}
