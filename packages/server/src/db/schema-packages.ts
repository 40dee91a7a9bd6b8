// SCORM and AICC packages (issue 13): each imported package, each learner's runtime data per attempt and
// slide (so a sitting resumes on another device), and the per-launch AICC sessions HACP calls carry.
import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt } from './columns.ts';
import { learnerAttempts } from './schema-learning.ts';
import { media } from './schema-media.ts';
import { accounts, users } from './schema.ts';

/** An unpacked package: where its files are in storage and what it launches. */
export const contentPackages = pgTable(
  'content_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * The uploaded zip it was unpacked from. Deleting the zip keeps the package: slides play its unpacked
     * files, never the zip.
     */
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'scorm' | 'aicc'>().notNull(),
    standard: text('standard').$type<'scorm12' | 'scorm2004-3rd' | 'scorm2004-4th' | 'aicc'>().notNull(),
    title: text('title').notNull(),
    /** The launch page relative to the package's folder, with its parameters. */
    launch: text('launch').notNull(),
    masteryScore: doublePrecision('mastery_score'),
    launchData: text('launch_data').notNull().default(''),
    fileCount: integer('file_count').notNull(),
    unpackedBytes: bigint('unpacked_bytes', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('content_packages_account_media_index').on(table.accountId, table.mediaId)],
);

/**
 * What a package has stored for one learner in one attempt at one slide: the SCORM data model's values as
 * the package set them (element → value), with the status and score read out for results.
 */
export const packageRuntimeData = pgTable(
  'package_runtime_data',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => learnerAttempts.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    standard: text('standard').$type<'scorm12' | 'scorm2004-3rd' | 'scorm2004-4th' | 'aicc'>().notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    status: text('status'),
    score: doublePrecision('score'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.slideId] })],
);

/** One launch of an AICC unit: HACP calls name it by its session id (kept hashed), never by the app's cookie. */
export const aiccSessions = pgTable(
  'aicc_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => learnerAttempts.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    exitedAt: timestamp('exited_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('aicc_sessions_attempt_index').on(table.attemptId, table.slideId)],
);
