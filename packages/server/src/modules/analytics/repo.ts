import type { Database, Executor } from '../../db/client.ts';
import { driverStatement, preparedPerDatabase } from '../../db/prepared.ts';
import { analyticsEvents } from '../../db/schema.ts';

export type AnalyticsEventValues = typeof analyticsEvents.$inferInsert;

/** Appends a batch in one statement: all of it or none. Works inside a transaction (server events). */
export async function appendEvents(db: Executor, rows: readonly AnalyticsEventValues[]): Promise<void> {
  if (rows.length > 0) await db.insert(analyticsEvents).values([...rows]);
}

// The trackers' ingestion path: however many rows, one named statement with one JSON parameter, so
// PostgreSQL plans it once per connection and no per-row SQL is built (Drizzle's multi-row insert spent
// ~11% of ingestion's CPU building ~12 parameters a row). The id, and a missing received_at or
// properties, take the columns' defaults, as with Drizzle.
const appendEventsStatement = preparedPerDatabase((db) =>
  driverStatement(
    db as Database,
    'append_analytics_events',
    `insert into analytics_events
       (account_id, event_type, event_name, event_version, properties, user_id, anonymous_id, message_id, sent_at, received_at)
     select account_id, event_type, event_name, event_version, coalesce(properties, '{}'), user_id, anonymous_id, message_id, sent_at,
       coalesce(received_at, now())
     from jsonb_to_recordset($1::jsonb) as batch(
       account_id uuid, event_type text, event_name text, event_version text, properties jsonb,
       user_id uuid, anonymous_id text, message_id text, sent_at timestamptz, received_at timestamptz)`,
  ),
);

/** One event as the statement's JSON record: the columns' own names; dates as ISO instants. */
const recordOf = (row: AnalyticsEventValues) => ({
  account_id: row.accountId,
  event_type: row.eventType,
  event_name: row.eventName ?? null,
  event_version: row.eventVersion ?? null,
  properties: row.properties ?? null,
  user_id: row.userId ?? null,
  anonymous_id: row.anonymousId ?? null,
  message_id: row.messageId ?? null,
  sent_at: row.sentAt?.toISOString() ?? null,
  received_at: row.receivedAt?.toISOString() ?? null,
});

/** Appends many events in one statement, all or none; on the database itself, never in a transaction. */
export async function appendEventRows(db: Database, rows: readonly AnalyticsEventValues[]): Promise<void> {
  if (rows.length > 0) await appendEventsStatement(db)([JSON.stringify(rows.map(recordOf))]);
}
