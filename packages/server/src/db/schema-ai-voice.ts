// AI narration and translation (issue 17). Each row remembers a digest of the words it was made from, so
// a slide is narrated or translated again only when its words changed.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt } from './columns.ts';
import { media } from './schema-media.ts';
import { accounts, courses, lessons, users } from './schema.ts';

/**
 * The narration made for a slide of a lesson: its audio (a media row; the slide's narration.audio_file
 * holds that media's address) and the SHA-256 of the script it speaks. Deleting the audio forgets it.
 */
export const slideNarrations = pgTable(
  'slide_narrations',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    textHash: text('text_hash').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** `provider`: the configured speech model; `offline`: the server's own voice. */
    voice: text('voice').$type<'provider' | 'offline'>().notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.lessonId, table.slideId] }), index('slide_narrations_media_index').on(table.mediaId)],
);

/** A course's translation: a linked copy of the source course in another language (one per language). */
export const courseTranslations = pgTable(
  'course_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sourceCourseId: uuid('source_course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .unique()
      .references(() => courses.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    createdAt: createdAt(),
    /** When a run last finished; null until the first one does. */
    translatedAt: timestamp('translated_at', { withTimezone: true, mode: 'date' }),
    /** Its latest run, worked by the job `ai.course-translation`: Translating, Translated, Failed or Stopped. */
    status: text('status').$type<'Translating' | 'Translated' | 'Failed' | 'Stopped'>().notNull().default('Translated'),
    /** A failed run's message; with its code and details as an API error carries them (ai_failed: { reason }). */
    failureReason: text('failure_reason'),
    failureCode: text('failure_code'),
    failureDetails: jsonb('failure_details').$type<{ reason: string }>(),
    /** The author asked the run to stop; the job reads it before each lesson. */
    stopRequested: boolean('stop_requested').notNull().default(false),
    /** Who started the latest run: the job acts as them. */
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    /** The latest run's progress: source slides gone through (kept or translated) of all, and how many were translated. */
    slidesDone: integer('slides_done').notNull().default(0),
    slidesTotal: integer('slides_total').notNull().default(0),
    slidesTranslated: integer('slides_translated').notNull().default(0),
    /** Lessons of other kinds the latest run did not copy (their content is not slides). */
    skippedLessons: integer('skipped_lessons').notNull().default(0),
    /** Tokens the latest run's model calls reported; null while none were reported. */
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    /** The run's last sign of life (jobs/interrupted-work.ts tells a lost job by its absence). */
    modifiedAt: modifiedAt(),
  },
  (table) => [unique('course_translations_source_language_unique').on(table.sourceCourseId, table.language)],
);

/**
 * What a translation made from each part of the source (`course`, `lesson:{id}`, `slide:{lessonId}:{slideId}`):
 * the part it became in the copy and the digest of the source's words when it was translated.
 */
export const courseTranslationParts = pgTable(
  'course_translation_parts',
  {
    translationId: uuid('translation_id')
      .notNull()
      .references(() => courseTranslations.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    targetId: text('target_id').notNull(),
    sourceHash: text('source_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.translationId, table.sourceKey] })],
);
