// People (issue 14): the single-use secrets of e-mailed invitations and password resets. Only the
// SHA-256 of each token is kept, so a leaked table cannot be replayed as links.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { accounts, users } from './schema.ts';

const secretColumns = () => ({
  tokenHash: text('token_hash').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** An invitation mailed to one address: its person already exists with status `invited`, roles and groups. */
export const userInvitations = pgTable('user_invitations', secretColumns(), (table) => [
  index('user_invitations_user_id_index').on(table.userId),
]);

/** A forgotten-password link: sets a new password once, then every session of the person ends. */
export const passwordResets = pgTable('password_resets', secretColumns(), (table) => [
  index('password_resets_user_id_index').on(table.userId),
]);
