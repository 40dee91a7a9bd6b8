import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Every table carries account_id: every query is scoped by the signed-in account (DESIGN.md, tenancy).
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

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
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // Null for people who only ever sign in by magic link.
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email), index('users_account_id_index').on(table.accountId)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_groups_account_name_unique').on(table.accountId, table.name)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    userGroupId: uuid('user_group_id').notNull().references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userGroupId, table.userId] }), index('user_group_members_user_id_index').on(table.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    // A SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('sessions_user_id_index').on(table.userId)],
);

export const magicLinks = pgTable(
  'magic_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('invite_codes_account_id_index').on(table.accountId, table.createdAt)],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    courseStatus: text('course_status').notNull(),
    // Optimistic saves: a write names the version it started from; a stale one answers 409.
    version: integer('version').notNull().default(1),
    // The rest of the Course entity, so adding a course field needs no migration.
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The course list reads an account's courses newest first.
  (table) => [index('courses_account_created_index').on(table.accountId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    // A fractional index (text sorting between neighbours), so moving a lesson rewrites one row.
    rank: text('rank').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index('lessons_course_rank_index').on(table.courseId, table.rank), index('lessons_account_id_index').on(table.accountId)],
);
