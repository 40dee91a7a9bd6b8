// AI narration and translation (issue 17). Each row remembers a digest of the words it was made from, so
// a slide is narrated or translated again only when its words changed.
import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { media } from './schema-media.ts';
import { accounts, courses, lessons } from './schema.ts';

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
    translatedAt: timestamp('translated_at', { withTimezone: true, mode: 'date' }).notNull(),
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
