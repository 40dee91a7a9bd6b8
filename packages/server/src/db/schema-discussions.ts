// The tables of discussion posts, comments, assessment submissions and feedback (issue 6).
import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt } from './columns.ts';
import { accounts, lessons, users } from './schema.ts';

/**
 * A discussion's posts and an assessment's submissions (the spec calls both posts). `sequence` numbers
 * the posts of a lesson densely from 1 in the order written, so page N of a newest-first list is a range
 * of numbers found through the index, however deep the page: a delete closes the gap under the lesson's
 * counter lock (activity_counters), which also serialises the numbering of new posts.
 */
export const activityPosts = pgTable(
  'activity_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'post' | 'submission'>().notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    // Null once the person is removed; the name stays so the post still says who wrote it.
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** Submissions only: submitted, graded or returned, following the latest feedback. */
    status: text('status'),
    /** Submissions only: the latest feedback's score. */
    score: doublePrecision('score'),
    // Kept with the post so a page of posts never counts comments.
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * Submissions only: when the learner submitted afresh for a new cycle of recurring training, which this
     * one (of an earlier cycle) no longer counts for. It stays, with its feedback, as that cycle's history.
     */
    supersededAt: timestamp('superseded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    index('activity_posts_lesson_sequence_index').on(table.lessonId, table.sequence),
    // A learner's own posts, and the posts of a facilitator's groups, newest first.
    index('activity_posts_lesson_author_index').on(table.lessonId, table.authorUserId, table.sequence),
    // One current submission per learner and assessment: submitting again revises it (a new cycle of
    // recurring training supersedes it instead).
    uniqueIndex('activity_posts_one_submission_unique')
      .on(table.lessonId, table.authorUserId)
      .where(sql`${table.kind} = 'submission' and ${table.supersededAt} is null`),
    index('activity_posts_account_index').on(table.accountId),
  ],
);

/** How many posts a lesson has: the highest sequence. Its row is locked by every post insert and delete of the lesson. */
export const activityCounters = pgTable('activity_counters', {
  lessonId: uuid('lesson_id')
    .primaryKey()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  postCount: bigint('post_count', { mode: 'number' }).notNull().default(0),
});

/** Comments on posts and on submissions. */
export const activityComments = pgTable(
  'activity_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => activityPosts.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    // Insertion order: newest first even for comments written in the same instant.
    ordinal: bigint('ordinal', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    index('activity_comments_post_ordinal_index').on(table.postId, table.ordinal),
    index('activity_comments_author_index').on(table.authorUserId),
    index('activity_comments_account_index').on(table.accountId),
  ],
);

/** Grade feedback on a submission: each one is kept, the latest decides the submission's status and score. */
export const assessmentFeedback = pgTable(
  'assessment_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => activityPosts.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    status: text('status').$type<'passed' | 'failed' | 'needs-revision'>().notNull(),
    score: doublePrecision('score'),
    ordinal: bigint('ordinal', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
    // Set when an owner or administrator changed someone else's feedback, so it no longer reads as the
    // author's alone; null while only its author has written it.
    modifiedByUserId: uuid('modified_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    modifiedByName: text('modified_by_name'),
  },
  (table) => [
    index('assessment_feedback_post_ordinal_index').on(table.postId, table.ordinal),
    index('assessment_feedback_account_index').on(table.accountId),
  ],
);

/**
 * A submission's grade history: one row per feedback given and per change to it, never updated or
 * deleted (but with the submission), so what a grade said, when and by whom stays known after it changes.
 */
export const assessmentGradeHistory = pgTable(
  'assessment_grade_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => activityPosts.id, { onDelete: 'cascade' }),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => assessmentFeedback.id, { onDelete: 'cascade' }),
    action: text('action').$type<'graded' | 'changed'>().notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    /** author: the feedback's own grader; administrator: an owner or administrator changing another's. */
    byRight: text('by_right').$type<'author' | 'administrator'>().notNull(),
    content: text('content').notNull(),
    status: text('status').$type<'passed' | 'failed' | 'needs-revision'>().notNull(),
    score: doublePrecision('score'),
    ordinal: bigint('ordinal', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [
    index('assessment_grade_history_post_ordinal_index').on(table.postId, table.ordinal),
    index('assessment_grade_history_account_index').on(table.accountId),
  ],
);
