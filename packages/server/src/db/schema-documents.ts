// Document and presentation conversions (issue 17): one row per conversion asked for, so its progress
// is read by whichever server answers, and the job that does the work finds what to do. The course or
// lesson made is linked once it exists; nothing is kept of the file's text (the upload is its source).
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, courses, lessons, media, users } from './schema.ts';

export const documentConversions = pgTable(
  'document_conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** presentation (each slide a slide) or document (its structure, or the model, makes the slides). */
    source: text('source').notNull(),
    /** course (a new course) or lesson (a new lesson of courseId). */
    target: text('target').notNull(),
    /** The course the lesson goes into; for a new course, the course made. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    /** The first lesson made. */
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    /** queued, running, done or failed. */
    status: text('status').notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** For an AI failure (ai_failed), why, in the tracking plan's words: the app words it for the reader. */
    errorReason: text('error_reason'),
    lessonCount: integer('lesson_count').notNull().default(0),
    slideCount: integer('slide_count').notNull().default(0),
    /** Whether a model built the slides (a document with a provider configured). */
    usedAi: boolean('used_ai').notNull().default(false),
    /** Tokens the provider reported over the conversion's model calls; null when it reported none (or no model ran). */
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('document_conversions_account_index').on(table.accountId, table.createdAt)],
);
