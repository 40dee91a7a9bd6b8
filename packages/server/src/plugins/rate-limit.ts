import type { FastifyInstance } from 'fastify';
import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Executor } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http-error.ts';
import { countHit, sweepEndedWindows } from './rate-limit-counters.ts';

// Ended windows are deleted at most this often by each server; a sweep is one indexed DELETE.
const SWEEP_INTERVAL_MS = 60_000;

/**
 * @fastify/rate-limit with its counters in the database instead of each server's memory, so a limit holds
 * however many servers share the database: attempts spread over them are counted as on one server.
 * Routes opt in with `config: { rateLimit: { max, timeWindow } }`; a limited request answers 429 rate_limited.
 */
export async function registerRateLimit(app: FastifyInstance, db: Executor, clock: Clock): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(db, clock),
    errorResponseBuilder: (_request, limit) =>
      new HttpError(429, 'rate_limited', `Too many attempts. Please wait ${limit.after} and try again.`),
  });
}

/**
 * The plugin makes one store per limited route (`child`) and asks it to count each request of a client
 * address. Fixed windows opened by the first request, as the plugin's own in-memory store does; its
 * continueExceeding and exponentialBackoff options are not supported (nothing here uses them).
 */
function databaseStore(db: Executor, clock: Clock): FastifyRateLimitStoreCtor {
  let lastSweptAt = Number.NEGATIVE_INFINITY;
  async function sweepWhenDue(now: Date) {
    if (now.getTime() - lastSweptAt < SWEEP_INTERVAL_MS) return;
    lastSweptAt = now.getTime();
    await sweepEndedWindows(db, now);
  }

  class DatabaseStore implements FastifyRateLimitStore {
    route = '';

    incr(address: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number): void {
      const now = clock();
      // The limit is part of the key: servers configured alike share a counter, while a server started with
      // another limit (a test, a setting changed during a rolling deploy) never inherits counts made under it.
      const key = `${this.route} ${max}/${timeWindow}ms ${address}`;
      countHit(db, key, timeWindow, now)
        .then(async (counted) => {
          await sweepWhenDue(now);
          callback(null, { current: counted.hits, ttl: Math.max(0, counted.windowEndsAt.getTime() - now.getTime()) });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged rate-limit options with the route under `routeInfo` (its typings say otherwise).
      const { routeInfo } = options as unknown as { routeInfo: { method: string | string[]; url: string } };
      const store = new DatabaseStore();
      store.route = `${[routeInfo.method].flat().join(',')} ${routeInfo.url}`;
      return store;
    }
  }
  return DatabaseStore;
}
