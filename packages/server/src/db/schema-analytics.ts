// Issue 15's event pipeline, started by issue 18 for the public preview site's page views.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './schema.ts';

/**
 * Every analytics event accepted by POST /api/events, validated against the tracking plan of core.
 * Append-only: a trigger of the migration refuses updates (rows go only with their account).
 * Partitioned by month of receivedAt (migration 0022), so the key holds receivedAt too.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** The track event's name, or the page's name; null for identify, group and context events. */
    eventName: text('event_name'),
    /** The tracking plan's version of the event when it was accepted. */
    eventVersion: text('event_version'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    // The signed-in sender; null for visitors and for public events, which belong to the course's account.
    // No foreign key: an event stays as it happened after its sender is removed (and rows are never updated).
    userId: uuid('user_id'),
    anonymousId: text('anonymous_id'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.receivedAt] }),
    index('analytics_events_account_name_received_index').on(table.accountId, table.eventName, table.receivedAt),
  ],
);
