import type { DatabaseHandle } from '@slidewise/server';

/** One SQL statement straight through the driver: positional parameters in, rows as arrays out. */
export type RawQuery = (text: string, params: readonly unknown[]) => Promise<unknown[][]>;

/**
 * The driver underneath the server's own database handle, so the data ceiling talks to the database
 * exactly as the server does (same PGlite build, same pg pool size) minus the ORM. Rows come back as
 * arrays because that is what Drizzle asks both drivers for.
 */
export function rawQueryOf(handle: DatabaseHandle): RawQuery {
  if (handle.kind === 'pglite') {
    const client = handle.client;
    return async (text, params) => (await client.query<unknown[]>(text, [...params], { rowMode: 'array' })).rows;
  }
  const pool = handle.client;
  return async (text, params) => (await pool.query<unknown[]>({ text, values: [...params], rowMode: 'array' })).rows;
}
