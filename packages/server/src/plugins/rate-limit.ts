import type { FastifyInstance } from 'fastify';
import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Executor } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http-error.ts';
import { countHit, sweepEndedWindows } from './rate-limit-counters.ts';
import { createLocalRateCounts, type LocalRateCounts } from './rate-limit-local-counts.ts';

// Ended windows are deleted at most this often by each server; a sweep is one indexed DELETE.
const SWEEP_INTERVAL_MS = 60_000;
/** How often a server adds the counts of its `countInMemory` limits to the shared rows (and learns the others'). */
export const LOCAL_COUNTS_FLUSH_INTERVAL_MS = 1_000;

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit with its counters in the database instead of each server's memory, so a limit holds
 * however many servers share the database: attempts spread over them are counted as on one server.
 * Routes opt in with `config: { rateLimit: { max, timeWindow } }`; a limited request answers 429 rate_limited.
 */
export async function registerRateLimit(app: FastifyInstance, db: Executor, clock: Clock): Promise<void> {
  const localCounts = createLocalRateCounts(db, clock);
  const sweepWhenDue = sweeperOfEndedWindows(db);
  const flushing = setInterval(() => {
    void localCounts.flush().then(() => sweepWhenDue(clock()).catch(() => {}));
  }, LOCAL_COUNTS_FLUSH_INTERVAL_MS);
  flushing.unref();
  // Before the database closes: the last second's counts reach the shared rows.
  app.addHook('preClose', async () => {
    clearInterval(flushing);
    await localCounts.flush();
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(db, clock, localCounts, sweepWhenDue),
    errorResponseBuilder: (_request, limit) =>
      new HttpError(429, 'rate_limited', `Too many attempts. Please wait ${limit.after} and try again.`),
  });
}

/**
 * The plugin makes one store per limited route (`child`) and asks it to count each request of a client
 * address. Fixed windows opened by the first request, as the plugin's own in-memory store does; its
 * continueExceeding and exponentialBackoff options are not supported (nothing here uses them).
 *
 * A route whose limit says `countInMemory: true` is counted by this server in memory and shared through
 * the same rows once a second (rate-limit-local-counts.ts): exact on one server, the database total a
 * ceiling across servers learnt a second late. For a limit against floods on a hot route (POST /api/events),
 * never for sign-in attempts, where every attempt across servers must count at once.
 */
function databaseStore(
  db: Executor,
  clock: Clock,
  localCounts: LocalRateCounts,
  sweepWhenDue: (now: Date) => Promise<void>,
): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    route = '';

    countInMemory = false;

    incr(address: string, callback: StoreCallback, timeWindow: number, max: number): void {
      const now = clock();
      // The limit is part of the key: servers configured alike share a counter, while a server started with
      // another limit (a test, a setting changed during a rolling deploy) never inherits counts made under it.
      const key = `${this.route} ${max}/${timeWindow}ms ${address}`;
      if (this.countInMemory) {
        const counted = localCounts.hit(key, timeWindow);
        callback(null, { current: counted.current, ttl: Math.max(0, counted.ttlMs) });
        return;
      }
      countHit(db, key, timeWindow, now)
        .then(async (counted) => {
          await sweepWhenDue(now);
          callback(null, { current: counted.hits, ttl: Math.max(0, counted.windowEndsAt.getTime() - now.getTime()) });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged rate-limit options with the route under `routeInfo` (its typings say otherwise).
      const { routeInfo, countInMemory } = options as unknown as {
        routeInfo: { method: string | string[]; url: string };
        countInMemory?: boolean;
      };
      const store = new DatabaseStore();
      store.route = `${[routeInfo.method].flat().join(',')} ${routeInfo.url}`;
      store.countInMemory = countInMemory === true;
      return store;
    }
  }
  return DatabaseStore;
}

/** Deletes the ended windows' rows when the last sweep of this server is SWEEP_INTERVAL_MS old. */
function sweeperOfEndedWindows(db: Executor): (now: Date) => Promise<void> {
  let lastSweptAt = Number.NEGATIVE_INFINITY;
  return async (now) => {
    if (now.getTime() - lastSweptAt < SWEEP_INTERVAL_MS) return;
    lastSweptAt = now.getTime();
    await sweepEndedWindows(db, now);
  };
}
