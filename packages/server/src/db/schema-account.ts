// The account's own settings beyond its switches (issue 14): branding, plan access and feature-flag
// overrides. One row per account in each, made on first write; no row means the defaults.
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { modifiedAt } from './columns.ts';
import { accounts } from './schema.ts';

const accountKey = () =>
  uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const accountBranding = pgTable('account_branding', {
  accountId: accountKey(),
  // Empty: the theme's own logo. A web address or a stored media path (core isImageReference).
  logoUrl: text('logo_url').notNull().default(''),
  accentColor: text('accent_color'),
  themeFamily: text('theme_family').notNull().default('ed'),
  colorScheme: text('color_scheme').notNull().default('light'),
  modifiedAt: modifiedAt(),
});

/** Spec §3.7 planAccess, as a platform administrator sets it; no row: access with no lesson limit. */
export const accountPlanAccess = pgTable('account_plan_access', {
  accountId: accountKey(),
  hasAccess: boolean('has_access').notNull().default(true),
  hasAccessReason: text('has_access_reason').notNull().default(''),
  lockedDate: timestamp('locked_date', { withTimezone: true, mode: 'date' }),
  // Null: no limit on the account's lessons.
  lessonLimit: integer('lesson_limit'),
  modifiedAt: modifiedAt(),
});

/**
 * An account's own values of feature flags over the defaults in core. `version` grows with every change,
 * so each server's 60-second cache (modules/account/feature-flags.ts) notices another server's write.
 */
export const accountFeatureFlags = pgTable('account_feature_flags', {
  accountId: accountKey(),
  overrides: jsonb('overrides').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  version: integer('version').notNull().default(1),
  modifiedAt: modifiedAt(),
});
