import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The month partitions of analytics_events kept made ahead: this month and the next two. */
export const MONTHS_OF_EVENT_PARTITIONS_AHEAD = 3;
/** Once a day is plenty: a month's partition then exists two months before its first event. */
export const EVENT_PARTITIONS_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Makes the month partitions of analytics_events from the clock's month on (migration 0022's function:
 * events that waited in the default partition move into their month's new partition).
 */
export function eventPartitionsJob({ db, clock }: { db: Executor; clock: () => Date }) {
  return async () => {
    const month = `${clock().toISOString().slice(0, 7)}-01`;
    await db.execute(sql`select analytics_events_ensure_month_partitions(${month}::date, ${MONTHS_OF_EVENT_PARTITIONS_AHEAD})`);
  };
}
