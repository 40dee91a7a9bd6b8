import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';

/** Both drivers answer `execute` with `{ rows }`; the shared database type leaves it unknown. */
async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

describe('the embedded database', () => {
  const parent = mkdtemp(join(tmpdir(), 'sw-client-'));
  afterAll(async () => rm(await parent, { recursive: true, force: true }));

  it('creates a data dir whose parent folders do not exist yet, and maps dates in and out of transactions', async () => {
    const dataDir = join(await parent, 'not', 'yet', 'there');
    const handle = await createDatabase({ databaseUrl: undefined, pgliteDataDir: dataDir });
    try {
      expect((await stat(dataDir)).isDirectory()).toBe(true);
      const at = new Date('2026-11-22T10:00:00.000Z');
      // Dates come back as the text Drizzle expects (the parsers are given once, not per query) …
      const [row] = await rowsOf<{ at: string; days: string }>(
        handle.db.execute(sql`select ${at.toISOString()}::timestamptz as at, interval '2 days' as days`),
      );
      expect(new Date(row!.at).toISOString()).toBe(at.toISOString());
      expect(row!.days).toBe('2 days');
      // … and the client's other methods still run on PGlite itself.
      const inside = await handle.db.transaction(async (tx) => (await rowsOf<{ one: number }>(tx.execute(sql`select 1 as one`)))[0]);
      expect(inside).toEqual({ one: 1 });
    } finally {
      await handle.close();
    }
  });
});
