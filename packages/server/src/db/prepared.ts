import type { Executor } from './client.ts';

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
