/** Writes rows and settles once they are committed (or not at all). */
export type RowWriter<Row> = (rows: readonly Row[]) => Promise<void>;

interface Waiting<Row> {
  rows: readonly Row[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: while one write is in flight, the batches that arrive wait, and are then written
 * together, in arrival order, by the next single write — so under load the database sees one statement
 * per round trip instead of one per request, and a quiet server writes each batch at once. Each caller's
 * promise settles only after the write holding its rows committed: nothing is acknowledged before it is
 * stored. When a write of several batches fails, each batch is written again alone, so one batch's bad
 * row (or a lost connection) fails exactly the callers it would have failed without grouping.
 */
export function groupCommit<Row>(write: RowWriter<Row>): RowWriter<Row> {
  let waiting: Waiting<Row>[] = [];
  let writing = false;

  async function writeAlone(batch: Waiting<Row>) {
    try {
      await write(batch.rows);
      batch.resolve();
    } catch (error) {
      batch.reject(error);
    }
  }

  async function drain() {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await write(group.flatMap((batch) => batch.rows));
        for (const batch of group) batch.resolve();
      } catch (error) {
        if (group.length === 1) group[0]!.reject(error);
        else for (const batch of group) await writeAlone(batch);
      }
    }
    writing = false;
  }

  return (rows) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ rows, resolve, reject });
      if (!writing) void drain();
    });
}
