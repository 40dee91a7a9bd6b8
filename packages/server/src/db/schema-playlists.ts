// The tables of playlists and course collections (issue 16).
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt } from './columns.ts';
import { accounts, courses, userGroups } from './schema.ts';

/** A playlist (`/paths/{playlistId}`): its courses and groups are rows of their own, below. */
export const playlists = pgTable(
  'playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    playlistType: text('playlist_type').$type<'Free' | 'Sequential'>().notNull().default('Free'),
    status: text('status').$type<'Draft' | 'Published'>().notNull().default('Draft'),
    universalAccess: boolean('universal_access').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [index('playlists_account_created_index').on(table.accountId, table.createdAt)],
);

/** A course's place in a playlist; deleting the course takes it out of every playlist. */
export const playlistCourses = pgTable(
  'playlist_courses',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.playlistId, table.courseId] }), index('playlist_courses_course_index').on(table.courseId)],
);

/** The user groups a playlist is limited to (unless it is open to all); a deleted group drops out. */
export const playlistUserGroups = pgTable(
  'playlist_user_groups',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    userGroupId: uuid('user_group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.playlistId, table.userGroupId] })],
);

/** A course collection of the library; a course names it by `collectionId` in its data. */
export const courseCollections = pgTable(
  'course_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [uniqueIndex('course_collections_account_title_unique').on(table.accountId, table.title)],
);
