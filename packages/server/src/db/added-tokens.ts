import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A token count column plus what a model call reported, added in SQL so runs that write at once do not
 * lose each other's tokens; a count the provider did not report leaves the column as it is (null stays null).
 */
export const addedTokens = (column: AnyPgColumn, tokens: number | null): SQL =>
  tokens === null ? sql`${column}` : sql`coalesce(${column}, 0) + ${tokens}`;
