/** Writes rows and settles once they are committed (or not at all). */
export type RowWriter<Row> = (rows: readonly Row[]) => Promise<void>;

interface Waiting<Row> {
  rows: readonly Row[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** How long a write waits for more batches before it starts: one turn of the event loop. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Group commit: while one write is in flight, the batches that arrive wait, and are then written
 * together, in arrival order, by the next single write — so under load the database sees one statement
 * per round trip instead of one per request. A write that starts on an idle writer first lets the event
 * loop turn once, so the requests being handled in that turn join it: on PGlite, whose statements run on
 * this thread and so never overlap a request's handling, that turn is the only chance to group, and it
 * put about four batches in each insert under the bench's load (bench/README.md). A quiet server writes
 * each batch after that one turn, well under a millisecond. Each caller's
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
    await nextTurn();
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
