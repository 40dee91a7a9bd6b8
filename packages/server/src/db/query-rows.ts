import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** The rows of a raw statement; both drivers answer `{ rows }`, which drizzle's execute leaves untyped. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
