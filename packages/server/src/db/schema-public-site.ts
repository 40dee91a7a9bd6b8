// Issue 18: the public course preview site.
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { accounts, coursePublicDetails } from './schema.ts';

/**
 * The url slugs a course had before its current one: their addresses keep redirecting to the course's page.
 * A retired slug stays its course's (unique across the platform), so an old shared link never lands on
 * another account's course.
 */
export const retiredUrlSlugs = pgTable(
  'retired_url_slugs',
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
  (table) => [uniqueIndex('retired_url_slugs_slug_unique').on(table.slug)],
);
