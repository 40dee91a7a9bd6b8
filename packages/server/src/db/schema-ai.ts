// AI course generation and an account's own AI provider (issue 17).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt } from './columns.ts';
import { accounts, courses, users } from './schema.ts';

/**
 * The owner's own provider settings, used instead of the server's (AI_PROVIDER…). The key is kept only
 * encrypted (AES-256-GCM under a key derived from the server's secret, ai/secret-box.ts) and never sent back.
 */
export const accountAiSettings = pgTable('account_ai_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  baseUrl: text('base_url'),
  model: text('model').notNull(),
  encryptedApiKey: text('encrypted_api_key'),
  /** Raised by every write, so each server's cached models of the account are replaced on its next read. */
  version: integer('version').notNull().default(1),
  modifiedAt: modifiedAt(),
});

/**
 * One course generation run: the request and the reviewed outline, how far the job got and why it
 * stopped. Lessons made are real lessons of the course as soon as each is done, so nothing is lost when a
 * later one fails; a retry goes on from `lessons_done`.
 */
export const courseGenerations = pgTable(
  'course_generations',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    /** Generating, Generated, Failed or Stopped. */
    status: text('status').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    outline: jsonb('outline').$type<Record<string, unknown>>().notNull(),
    lessonsDone: integer('lessons_done').notNull().default(0),
    /** A failed run's message; with its code and details as an API error carries them (ai_failed: { reason }). */
    failureReason: text('failure_reason'),
    failureCode: text('failure_code'),
    failureDetails: jsonb('failure_details').$type<{ reason: string }>(),
    stopRequested: boolean('stop_requested').notNull().default(false),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    lessonIds: jsonb('lesson_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [index('course_generations_account_index').on(table.accountId)],
);
