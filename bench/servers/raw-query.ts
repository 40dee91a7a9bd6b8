import type { DatabaseHandle } from '@slidewise/server';

/** One SQL statement and the name PostgreSQL may keep its plan under. */
export interface Statement {
  name: string;
  text: string;
}

/** One statement straight through the driver: positional parameters in, rows as arrays out. */
export type RawQuery = (statement: Statement, params: readonly unknown[]) => Promise<unknown[][]>;

/**
 * The driver underneath the server's own database handle, so the data ceiling talks to the database
 * exactly as the server does (same PGlite build, same pg pool size) minus the ORM. Rows come back as
 * arrays because that is what Drizzle asks both drivers for. On PostgreSQL the statement is named, so
 * each pooled connection parses and plans it once: the best the raw driver can do, which is what a
 * ceiling is. PGlite's query API has no named statements.
 */
export function rawQueryOf(handle: DatabaseHandle): RawQuery {
  if (handle.kind === 'pglite') {
    const client = handle.client;
    return async ({ text }, params) => (await client.query<unknown[]>(text, [...params], { rowMode: 'array' })).rows;
  }
  const pool = handle.client;
  return async ({ name, text }, params) => (await pool.query<unknown[]>({ name, text, values: [...params], rowMode: 'array' })).rows;
}
