// The tables of assigned training (issue 16): each learner's cycles of a course with a due date, and the
// notifications they and everyone else receive, with each person's choices of what to receive.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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
import { accounts, courses, users } from './schema.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One cycle of a course a learner is assigned (a course with a due-date type that asks something). Cycle 1
 * starts at the assignment; a recurring course adds the next cycle when it reopens and closes this one,
 * which keeps its completion, score and due date for the staff's history. The open cycle has closedAt null.
 */
export const courseAssignmentCycles = pgTable(
  'course_assignment_cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    openedAt: moment('opened_at').notNull(),
    dueAt: moment('due_at'),
    completedAt: moment('completed_at'),
    passed: boolean('passed'),
    score: doublePrecision('score'),
    /** Recurring courses, once completed: when the next cycle opens, and when this cycle's certificate expires. */
    renewsAt: moment('renews_at'),
    expiresAt: moment('expires_at'),
    closedAt: moment('closed_at'),
    /** When the learner was told this cycle is due soon, and overdue: each is told once, and the scan skips the told. */
    dueSoonNotifiedAt: moment('due_soon_notified_at'),
    overdueNotifiedAt: moment('overdue_notified_at'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    uniqueIndex('course_assignment_cycles_unique').on(table.userId, table.courseId, table.cycle),
    // One open cycle per learner and course: two scans reopening at once cannot both insert.
    uniqueIndex('course_assignment_cycles_one_open_unique').on(table.userId, table.courseId).where(sql`${table.closedAt} is null`),
    // The scan's questions: open cycles not yet told they are due soon, or overdue, by due date (a told
    // cycle leaves the index, so the nightly scan reads only the news), and completed ones by renewal.
    index('course_assignment_cycles_due_soon_index')
      .on(table.dueAt)
      .where(sql`${table.closedAt} is null and ${table.completedAt} is null and ${table.dueSoonNotifiedAt} is null`),
    index('course_assignment_cycles_overdue_index')
      .on(table.dueAt)
      .where(sql`${table.closedAt} is null and ${table.completedAt} is null and ${table.overdueNotifiedAt} is null`),
    index('course_assignment_cycles_renews_index')
      .on(table.renewsAt)
      .where(sql`${table.closedAt} is null and ${table.renewsAt} is not null`),
    index('course_assignment_cycles_course_index').on(table.courseId, table.userId),
    index('course_assignment_cycles_account_index').on(table.accountId),
  ],
);

/**
 * Something a person is told: in the notification centre, and by e-mail unless they turned its kind off.
 * `dedupeKey` names what it is about (the kind, the cycle…), so the same news is stored once whichever
 * server or scan finds it first; `subject` is what the text needs (course title, ids).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subject: jsonb('subject').$type<Record<string, string | null>>().notNull().default(sql`'{}'::jsonb`),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: moment('read_at'),
    /** Set when it went out by e-mail, or was settled without one (the kind's e-mail turned off). */
    emailSettledAt: moment('email_settled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_unique').on(table.userId, table.dedupeKey),
    index('notifications_user_created_index').on(table.userId, table.createdAt),
    index('notifications_waiting_email_index').on(table.userId).where(sql`${table.emailSettledAt} is null`),
    index('notifications_account_index').on(table.accountId),
  ],
);

/** A person's choice for one kind of notification; a kind without a row is on, in the centre and by e-mail. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    modifiedAt: modifiedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] }), index('notification_preferences_account_index').on(table.accountId)],
);
