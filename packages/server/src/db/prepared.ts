import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, Executor } from './client.ts';

/**
 * A query built and prepared once per database instead of on every call: Drizzle's query building is
 * the largest cost of a hot read (bench/README.md), and on PostgreSQL a named statement is also parsed
 * and planned once per connection. Use it for reads that run on every request.
 */
export function preparedPerDatabase<Prepared>(prepare: (db: Executor) => Prepared): (db: Executor) => Prepared {
  const byDatabase = new WeakMap<Executor, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

/** Positional parameters in, rows out as arrays of column values in select order. */
export type DriverStatement = (params: readonly unknown[]) => Promise<unknown[][]>;

/**
 * One statement sent straight to the driver beneath Drizzle (PGlite, or pg's pool under its own name, so
 * each pooled connection parses and plans it once). For the one read every request makes, the session
 * lookup: Drizzle's execute adds a few microseconds a call (tracing wrappers, its cache check, mapping
 * each row through every column), a measurable share of a read. Values come as the driver decodes them —
 * text, numbers, booleans and arrays alike on both; timestamps do not (pg makes Dates, our PGlite keeps
 * text), so select none or decode them yourself. Never inside a transaction: it runs on the pool.
 */
export function driverStatement(db: Database, name: string, text: string): DriverStatement {
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  if (!client) throw new Error(`Statement ${name} needs the database itself, not a transaction.`);
  if (client instanceof pg.Pool) {
    return async (params) => (await client.query<unknown[]>({ name, text, values: [...params], rowMode: 'array' })).rows;
  }
  return async (params) => (await client.query<unknown[]>(text, [...params], { rowMode: 'array' })).rows;
}
