import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamp as the API writes it (ISO, UTC, milliseconds): made in SQL so that PGlite and node-postgres,
 * which hand timestamps back differently, answer the same string.
 */
export const isoInstant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** People counted in the reports: the account's, without exclude-from-analytics (templates §6). */
export const countedPeopleCondition = (person: SQL) => sql`not ('exclude-from-analytics' = any(${person}.roles))`;
