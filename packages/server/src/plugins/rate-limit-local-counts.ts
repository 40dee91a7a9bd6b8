import type { Executor } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import { countHit, readCounters } from './rate-limit-counters.ts';

/** What a limit needs to decide on one request: requests in the window, this one included, and the time left. */
export interface LocalCount {
  current: number;
  ttlMs: number;
}

/**
 * A rate limit's counts kept by this server and added to the shared database counters in the background:
 * each request is decided at once from memory, and `flush()` (run every second by the rate-limit plugin)
 * adds what this server counted since its last flush to the key's row in one upsert, reading back the
 * total of every server (keys it has nothing to add to are read, in one select). So on one server the limit
 * is exact; across servers the database total is the ceiling, learnt by each server at most one flush late.
 */
export interface LocalRateCounts {
  hit(key: string, windowMs: number): LocalCount;
  /** Adds the unshared counts to the database and learns every server's totals; never rejects. */
  flush(): Promise<void>;
}

interface KeyCount {
  windowMs: number;
  /** When this key's window ends: this server's own until the first flush, then the shared row's. */
  windowEndsAt: number;
  /** The shared row's hits at the last flush, every server's and ours included. */
  shared: number;
  /** This server's hits since the last flush, not yet in the row. */
  unshared: number;
}

export function createLocalRateCounts(db: Executor, clock: Clock): LocalRateCounts {
  const counts = new Map<string, KeyCount>();
  let flushing: Promise<void> | undefined;

  async function share(key: string, count: KeyCount, now: Date) {
    const hits = count.unshared;
    count.unshared = 0;
    try {
      const counted = await countHit(db, key, count.windowMs, now, hits);
      count.shared = counted.hits;
      count.windowEndsAt = counted.windowEndsAt.getTime();
    } catch {
      // The database is unreachable: this server keeps limiting on its own counts and shares them next time.
      count.unshared += hits;
    }
  }

  /** Reads the totals of keys this server has nothing to add to, so it learns the other servers' hits too. */
  async function learn(quiet: ReadonlyMap<string, KeyCount>) {
    try {
      for (const row of await readCounters(db, [...quiet.keys()])) {
        const count = quiet.get(row.key)!;
        count.shared = row.hits;
        count.windowEndsAt = row.windowEndsAt.getTime();
      }
    } catch {
      // Learnt at the next flush.
    }
  }

  async function flushAll() {
    const now = clock();
    const shares: Promise<void>[] = [];
    const quiet = new Map<string, KeyCount>();
    for (const [key, count] of counts) {
      if (count.unshared > 0) shares.push(share(key, count, now));
      // A window that has ended keeps nothing worth sharing: its key starts over with its next request.
      else if (count.windowEndsAt <= now.getTime()) counts.delete(key);
      else quiet.set(key, count);
    }
    if (quiet.size > 0) shares.push(learn(quiet));
    await Promise.all(shares);
  }

  return {
    hit(key, windowMs) {
      const now = clock().getTime();
      let count = counts.get(key);
      if (!count || count.windowEndsAt <= now) {
        count = { windowMs, windowEndsAt: now + windowMs, shared: 0, unshared: 0 };
        counts.set(key, count);
      }
      count.unshared += 1;
      return { current: count.shared + count.unshared, ttlMs: count.windowEndsAt - now };
    },
    flush() {
      // One flush at a time: a slow database must not pile up concurrent upserts of the same keys.
      flushing ??= flushAll().finally(() => {
        flushing = undefined;
      });
      return flushing;
    },
  };
}
