import type { Executor } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema.ts';

export type AnalyticsEventValues = typeof analyticsEvents.$inferInsert;

/** Appends a batch in one statement: all of it or none. */
export async function appendEvents(db: Executor, rows: readonly AnalyticsEventValues[]): Promise<void> {
  if (rows.length > 0) await db.insert(analyticsEvents).values([...rows]);
}
