import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
export async function rowsOf<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A timestamp read as epoch milliseconds (see the `_ms` columns): both drivers return a float8 as a number. */
export const isoFromMilliseconds = (milliseconds: number | string) => new Date(Number(milliseconds)).toISOString();
