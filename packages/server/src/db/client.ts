import { mkdirSync } from 'node:fs';
import { PGlite, types, type ParserOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the code uses, whichever driver sits underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service can run several of them in one transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; client: pg.Pool; close: () => Promise<void> };

export interface DatabaseLocation {
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  /** Most connections the PostgreSQL pool opens (DATABASE_POOL_SIZE); options.poolSize wins when given. */
  databasePoolSize?: number;
}

/** Connections per server when DATABASE_POOL_SIZE is not set. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

export interface CreateDatabaseOptions {
  /** A `dumpDataDir()` tarball to start PGlite from (tests: a migrated template, ~0.5 s instead of initdb). */
  pgliteTemplate?: Blob;
  /** Most connections a pooled PostgreSQL client opens. */
  poolSize?: number;
}

export async function createDatabase(location: DatabaseLocation, options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (location.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: location.databaseUrl,
      max: options.poolSize ?? location.databasePoolSize ?? DEFAULT_DATABASE_POOL_SIZE,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
    return { kind: 'postgres', db, client: pool, close: () => pool.end() };
  }
  const dataDir = location.pgliteDataDir === 'memory://' ? undefined : location.pgliteDataDir;
  // PGlite creates its own folder but not the folders above it.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    parsers: drizzleTextParsers,
  });
  const db = drizzlePglite({ client: withoutPerQueryParsers(client), schema }) as unknown as Database;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

const keepText = (value: string) => value;
/**
 * The parsers Drizzle hands PGlite with every query (dates, times and intervals stay text for Drizzle to
 * map). Given once at start-up instead, because PGlite copies its whole parser table on every query that
 * brings its own — measured at ~12% of an API read's CPU (bench/README.md).
 */
const drizzleTextParsers: ParserOptions = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};

/** The client Drizzle sees: PGlite's own, minus the per-query parsers the instance already has. */
function withoutPerQueryParsers(client: PGlite): PGlite {
  const query: PGlite['query'] = (sql, params, options) => client.query(sql, params, options && { ...options, parsers: undefined });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite keeps private state keyed by the instance itself, so its methods must run on it, not the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
