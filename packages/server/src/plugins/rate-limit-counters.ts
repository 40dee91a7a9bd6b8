import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';

export interface CountedHit {
  /** Requests in the current window, this one included. */
  hits: number;
  windowEndsAt: Date;
}

/**
 * Counts one request (or `hits` of them, counted by a server since it last shared them) under `key` in a
 * fixed window of `windowMs` that opens with the first request. One atomic upsert: requests arriving at
 * once on several servers each add theirs, as on a single server, and a window that has ended starts over
 * with these.
 */
export async function countHit(db: Executor, key: string, windowMs: number, now: Date, hits = 1): Promise<CountedHit> {
  const current = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${rateLimitCounters.windowEndsAt} <= ${current}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  return row!;
}

/** The counters of these keys as they stand (keys without a row are left out). */
export async function readCounters(db: Executor, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ key: rateLimitCounters.key, hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(inArray(rateLimitCounters.key, [...keys]));
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

/** How attempts under one key are spaced: the wait before the next one, given how many were counted. */
export interface GrowingDelay {
  delayAfterMs(attempts: number): number;
  /** A key quiet this long starts over; its row is swept then. */
  memoryMs: number;
}

export type TakenAttempt = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts an attempt under `key` unless it comes too soon after the previous one (the wait grows with the
 * attempts counted). The counter row is locked while deciding, so attempts arriving at once on several
 * servers are decided one after the other. The row's window ends `memoryMs` after the latest attempt: the
 * latest attempt is that end minus memoryMs, and the sweep forgets a key gone quiet.
 */
export async function takeSpacedAttempt(db: Database, key: string, now: Date, spacing: GrowingDelay): Promise<TakenAttempt> {
  const forgetAt = new Date(now.getTime() + spacing.memoryMs);
  return db.transaction(async (tx) => {
    await tx.insert(rateLimitCounters).values({ key, hits: 0, windowEndsAt: forgetAt }).onConflictDoNothing();
    const [row] = await tx.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)).for('update');
    const forgotten = row!.windowEndsAt.getTime() <= now.getTime();
    const attempts = forgotten ? 0 : row!.hits;
    const delayMs = spacing.delayAfterMs(attempts);
    // Without a delay the attempt goes through, even when another server's clock put the latest one a little ahead.
    const nextAllowedAt = row!.windowEndsAt.getTime() - spacing.memoryMs + delayMs;
    if (delayMs > 0 && nextAllowedAt > now.getTime()) return { allowed: false, retryAfterMs: nextAllowedAt - now.getTime() };
    await tx
      .update(rateLimitCounters)
      .set({ hits: attempts + 1, windowEndsAt: forgetAt })
      .where(eq(rateLimitCounters.key, key));
    return { allowed: true };
  });
}

/** Forgets the attempts counted under `key` (a sign-in that succeeded). */
export async function forgetAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}
