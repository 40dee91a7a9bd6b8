// Reviews of learners' contributions to peer-learning slides (issue 13, spec §2 /peer-authoring). The
// contribution itself stays the learner's slide result in learner_attempts.results; a review only says
// whether peers may see it, so the learner's answer, score and attempt are never rewritten by a moderator.
import { pgTable, primaryKey, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { accounts, users } from './schema.ts';
import { learnerAttempts } from './schema-learning.ts';

export const peerContributionReviews = pgTable(
  'peer_contribution_reviews',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => learnerAttempts.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<'approved' | 'removed'>().notNull(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.slideId] }),
    index('peer_contribution_reviews_account_index').on(table.accountId),
  ],
);
