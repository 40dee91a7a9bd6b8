import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt, modifiedAt } from './columns.ts';

// Every table carries account_id: every query is scoped by the signed-in account (DESIGN.md, tenancy).
// Each later area keeps its tables in a schema file of its own (re-exported at the end), so engineers
// working on different areas never edit the same schema file.

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  planKind: text('plan_kind').notNull(),
  // The account-info switches and flags of spec §3.6, kept together so a new switch needs no migration.
  settings: jsonb('settings').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // Null for people who only ever sign in by magic link.
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
    // People (issue 14): invited until they accept, deactivated by an administrator, erased when deleted
    // (the row stays, anonymised, so their results keep counting).
    status: text('status').notNull().default('active'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The language the person chose in the app (en-US or es-ES), so what reaches them by e-mail speaks it; null: never chosen. */
    language: text('language'),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_account_id_index').on(table.accountId),
    // The user list's keyset pages: one index per sort, each ending in the id that breaks ties.
    index('users_account_name_sort_index').on(table.accountId, sql`lower(${table.firstName})`, sql`lower(${table.lastName})`, table.id),
    index('users_account_email_sort_index').on(table.accountId, table.email, table.id),
    index('users_account_last_active_sort_index').on(table.accountId, sql`coalesce(${table.lastActiveAt}, 'epoch'::timestamptz)`, table.id),
    index('users_account_created_sort_index').on(table.accountId, table.createdAt, table.id),
    // The list's search: the start of a first name, last name or e-mail (e-mails are stored lower-case).
    index('users_account_first_name_prefix_index').on(table.accountId, sql`lower(${table.firstName}) text_pattern_ops`),
    index('users_account_last_name_prefix_index').on(table.accountId, sql`lower(${table.lastName}) text_pattern_ops`),
    index('users_account_email_prefix_index').on(table.accountId, sql`${table.email} text_pattern_ops`),
    index('users_account_status_index').on(table.accountId, table.status),
  ],
);

export const userGroups = pgTable(
  'user_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    // A dynamic group (dynamicUserGroupEnabled): every rule must match the member's custom fields; null for
    // a group whose members are added by hand.
    rules: jsonb('rules').$type<{ field: string; value: string }[]>(),
  },
  (table) => [uniqueIndex('user_groups_account_name_unique').on(table.accountId, table.name)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userGroupId: uuid('user_group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userGroupId, table.userId] }), index('user_group_members_user_id_index').on(table.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    // A SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('sessions_user_id_index').on(table.userId)],
);

export const magicLinks = pgTable(
  'magic_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    // Single use: set once when the link signs someone in.
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('magic_links_user_id_index').on(table.userId)],
);

export const inviteCodes = pgTable(
  'invite_codes',
  {
    // Codes are globally unique because sign-up finds the account from the code alone.
    code: text('code').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    // Issue 14: a code or a link (a longer code sent as an address), granting more roles and user groups,
    // with an optional usage limit, revocable.
    kind: text('kind').notNull().default('code'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    userGroupIds: uuid('user_group_ids').array().notNull().default(sql`'{}'::uuid[]`),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('invite_codes_account_id_index').on(table.accountId, table.createdAt)],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    courseStatus: text('course_status').notNull(),
    // Optimistic saves: a write names the version it started from; a stale one answers 409.
    version: integer('version').notNull().default(1),
    // Bumped by a database trigger (migration 0006) whenever a lesson of the course is inserted, updated or
    // deleted, by any server: the lesson list cache serves an answer only while this still matches.
    lessonListVersion: bigint('lesson_list_version', { mode: 'number' }).notNull().default(0),
    // Columns, not `data`, because the scheduler finds due courses by them with one indexed UPDATE.
    publishOn: timestamp('publish_on', { withTimezone: true, mode: 'date' }),
    unpublishOn: timestamp('unpublish_on', { withTimezone: true, mode: 'date' }),
    // The rest of the Course entity, so adding a course field needs no migration.
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    // The course list reads an account's courses newest first.
    index('courses_account_created_index').on(table.accountId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The scheduler's two questions: which scheduled courses are due, which published ones expire.
    index('courses_due_publication_index').on(table.publishOn).where(sql`${table.courseStatus} = 'Scheduled'`),
    index('courses_due_unpublication_index').on(table.unpublishOn).where(sql`${table.courseStatus} = 'Published'`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    // A column, not in `data`, so the lesson list reads it without unpacking each lesson's whole document.
    description: text('description').notNull().default(''),
    // A fractional index (text sorting between neighbours, byte order: the migration sets COLLATE "C"),
    // so moving a lesson rewrites one row.
    rank: text('rank').notNull(),
    // The Latest version's fields other than the columns.
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    // The Published version (title and description included), copied from the Latest one when the lesson is published.
    publishedData: jsonb('published_data').$type<Record<string, unknown>>(),
    isPublished: boolean('is_published').notNull().default(false),
    hasUnpublishedChanges: boolean('has_unpublished_changes').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [index('lessons_course_rank_index').on(table.courseId, table.rank), index('lessons_account_id_index').on(table.accountId)],
);

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  // Tags are matched by name ignoring case, so "safety" and "Safety" are one tag.
  (table) => [uniqueIndex('tags_account_name_unique').on(table.accountId, sql`lower(${table.name})`)],
);

export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('topics_course_id_index').on(table.courseId)],
);

export const coursePublicDetails = pgTable(
  'course_public_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    thumbnail: text('thumbnail').notNull().default(''),
    createdAt: createdAt(),
  },
  // A course has at most one public detail.
  (table) => [uniqueIndex('course_public_details_course_unique').on(table.courseId)],
);

/** The lists of a public detail: course links, rating links, excluded lessons and excluded slides. */
export const publicDetailItems = pgTable(
  'public_detail_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    publicDetailId: uuid('public_detail_id')
      .notNull()
      .references(() => coursePublicDetails.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'course-link' | 'rating-link' | 'excluded-lesson' | 'excluded-slide'>().notNull(),
    title: text('title'),
    url: text('url'),
    // An excluded lesson or slide goes with its lesson.
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    slideId: text('slide_id'),
    // Insertion order, which lists keep even for items added together (same created_at).
    ordinal: bigint('ordinal', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [
    index('public_detail_items_detail_kind_index').on(table.publicDetailId, table.kind, table.ordinal),
    uniqueIndex('public_detail_items_excluded_lesson_unique')
      .on(table.publicDetailId, table.lessonId)
      .where(sql`${table.kind} = 'excluded-lesson'`),
    uniqueIndex('public_detail_items_excluded_slide_unique')
      .on(table.publicDetailId, table.lessonId, table.slideId)
      .where(sql`${table.kind} = 'excluded-slide'`),
  ],
);

export const urlSlugs = pgTable(
  'url_slugs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    publicDetailId: uuid('public_detail_id')
      .notNull()
      .references(() => coursePublicDetails.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  // A slug is a public address: unique across the whole platform, not only the account.
  (table) => [uniqueIndex('url_slugs_slug_unique').on(table.slug), uniqueIndex('url_slugs_public_detail_unique').on(table.publicDetailId)],
);

export const reviewComments = pgTable(
  'review_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    slideId: text('slide_id'),
    content: text('content').notNull(),
    resolved: boolean('resolved').notNull().default(false),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept with the comment so it still says who wrote it after that person is removed.
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [index('review_comments_course_created_index').on(table.courseId, table.createdAt)],
);

/**
 * The slides of a lesson (Lesson kind only), apart from the lesson row so the lesson list never reads
 * them: one deck for the Latest version the slide editor saves, one for the Published version that
 * publishing copies from it. A deck is its slides' order and state; each slide is a row of
 * lesson_slide_contents, so a save writes only the slides that changed. A save names the state
 * identifier it started from and writes only while that is still the stored one, so of two saves from
 * the same state exactly one wins.
 */
export const lessonSlides = pgTable(
  'lesson_slides',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    versionType: text('version_type').$type<'Latest' | 'Published'>().notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // The deck's slide ids in order (displayIndex follows it), and beside each the SHA-256 of that slide's
    // stored JSON text: a save compares them to skip the slides that did not change, without reading them.
    slideIds: text('slide_ids').array().notNull().default(sql`'{}'::text[]`),
    slideHashes: text('slide_hashes').array().notNull().default(sql`'{}'::text[]`),
    // So lists that show a lesson's size (other courses, insert slides) need not count the slides.
    slideCount: integer('slide_count').notNull().default(0),
    // A fresh random id per save; null until the first save.
    stateIdentifier: text('state_identifier'),
    language: text('language').notNull().default('en-US'),
    modifiedAt: modifiedAt(),
  },
  (table) => [primaryKey({ columns: [table.lessonId, table.versionType] }), index('lesson_slides_account_id_index').on(table.accountId)],
);

/** One slide of a deck of lesson_slides, as stored: sanitised, displayIndex set, metadata.questions derived. */
export const lessonSlideContents = pgTable(
  'lesson_slide_contents',
  {
    lessonId: uuid('lesson_id').notNull(),
    versionType: text('version_type').$type<'Latest' | 'Published'>().notNull(),
    slideId: text('slide_id').notNull(),
    slide: jsonb('slide').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.versionType, table.slideId] }),
    foreignKey({
      name: 'lesson_slide_contents_deck_fk',
      columns: [table.lessonId, table.versionType],
      foreignColumns: [lessonSlides.lessonId, lessonSlides.versionType],
    }).onDelete('cascade'),
  ],
);

export * from './schema-learning.ts';
export * from './schema-discussions.ts';
export * from './schema-sessions.ts';
export * from './schema-rate-limits.ts';
export * from './schema-media.ts';
export * from './schema-analytics.ts';
export * from './schema-public-site.ts';
export * from './schema-peer-contributions.ts';
export * from './schema-packages.ts';
export * from './schema-people.ts';
export * from './schema-due-dates.ts';
export * from './schema-playlists.ts';
export * from './schema-achievements.ts';
export * from './schema-account.ts';
export * from './schema-course-ratings.ts';
export * from './schema-ai-voice.ts';
export * from './schema-public-page-cache.ts';
export * from './schema-analytics-rollups.ts';
export * from './schema-analytics-courses.ts';
export * from './schema-documents.ts';
export * from './schema-ai.ts';
