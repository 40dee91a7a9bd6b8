// What the public course pages' cache is checked against (issue 18's public-page-html figure): a version per
// account that every committed change to anything a public page shows raises, by triggers of migration 0028
// (courses, lessons, public details, their items and slugs, the account and its branding, ratings, and a
// person's roles, which decide whose rating counts). Each server keeps rendered pages in memory and serves
// one only while its account's version is still the one it was rendered at, so a change made through any
// server shows on every server's next request.
import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './schema.ts';

export const publicSiteVersions = pgTable('public_site_versions', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
