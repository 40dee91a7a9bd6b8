// The counters of the request rate limits (sign-in attempts per route and address), kept in the database
// so that every server behind a load balancer counts against the same limit.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One fixed window per key (route, limit and client address): `hits` counts the requests since the window
 * opened; the first request after `window_ends_at` opens a new one. Rows belong to no account: they are
 * counted before anyone is signed in, and hold only an address and a count.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  // Expired windows are swept by their end.
  (table) => [index('rate_limit_counters_window_ends_at_index').on(table.windowEndsAt)],
);
