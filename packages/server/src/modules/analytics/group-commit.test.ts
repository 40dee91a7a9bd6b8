import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.ts';

/** One turn of the event loop: what the writer waits before a write on an idle writer starts. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A writer whose writes finish only when the test says so, recording what each write was given. */
function controlledWriter(failWhen: (rows: readonly string[]) => boolean = () => false) {
  const writes: string[][] = [];
  const stored: string[] = [];
  const pending: Array<() => void> = [];
  const write = (rows: readonly string[]) =>
    new Promise<void>((resolve, reject) => {
      writes.push([...rows]);
      pending.push(() => {
        if (failWhen(rows)) reject(new Error(`refused ${rows.join(',')}`));
        else {
          stored.push(...rows);
          resolve();
        }
      });
    });
  /** Finishes the oldest write in flight, then lets the writer start the next one. */
  const finishWrite = async () => {
    await nextTurn();
    pending.shift()!();
    await nextTurn();
  };
  return { write, writes, stored, finishWrite };
}

describe('groupCommit', () => {
  it('writes a batch after one turn of the event loop when nothing is in flight', async () => {
    const writer = controlledWriter();
    const append = groupCommit(writer.write);
    const done = append(['a', 'b']);
    expect(writer.writes).toEqual([]);
    await nextTurn();
    expect(writer.writes).toEqual([['a', 'b']]);
    await writer.finishWrite();
    await done;
    expect(writer.stored).toEqual(['a', 'b']);
  });

  it('writes the batches appended in the same turn together, in arrival order', async () => {
    const writer = controlledWriter();
    const append = groupCommit(writer.write);
    const both = Promise.all([append(['a']), append(['b', 'c'])]);
    await nextTurn();
    expect(writer.writes).toEqual([['a', 'b', 'c']]);
    await writer.finishWrite();
    await both;
    expect(writer.stored).toEqual(['a', 'b', 'c']);
  });

  it('writes the batches that arrived during a write together, in arrival order, in the next write', async () => {
    const writer = controlledWriter();
    const append = groupCommit(writer.write);
    const settled: string[] = [];
    const first = append(['a']).then(() => settled.push('first'));
    await nextTurn();
    const second = append(['b', 'c']).then(() => settled.push('second'));
    const third = append(['d']).then(() => settled.push('third'));
    expect(writer.writes).toEqual([['a']]);

    await writer.finishWrite();
    expect(settled).toEqual(['first']);
    expect(writer.writes).toEqual([['a'], ['b', 'c', 'd']]);

    await writer.finishWrite();
    await Promise.all([first, second, third]);
    expect(settled).toEqual(['first', 'second', 'third']);
    expect(writer.stored).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers a caller only after the write holding its rows has committed', async () => {
    const writer = controlledWriter();
    const append = groupCommit(writer.write);
    void append(['a']);
    await nextTurn();
    let answered = false;
    const second = append(['b']).then(() => {
      answered = true;
    });
    await writer.finishWrite();
    expect(answered).toBe(false);
    expect(writer.stored).toEqual(['a']);
    await writer.finishWrite();
    await second;
    expect(answered).toBe(true);
    expect(writer.stored).toEqual(['a', 'b']);
  });

  it('answers every caller of a failed write with the error when each batch fails alone too', async () => {
    const writer = controlledWriter(() => true);
    const append = groupCommit(writer.write);
    const first = append(['a']);
    const second = append(['b']);
    const third = append(['c']);
    const outcomes = Promise.allSettled([first, second, third]);
    for (let write = 0; write < 4; write++) await writer.finishWrite();
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(writer.stored).toEqual([]);
  });

  it('writes each batch of a failed group alone, so only the batch at fault fails and nothing else is lost', async () => {
    const writer = controlledWriter((rows) => rows.includes('bad'));
    const append = groupCommit(writer.write);
    const first = append(['a']);
    const second = append(['b']);
    const third = append(['bad']);
    const fourth = append(['c']);
    const outcomes = Promise.allSettled([first, second, third, fourth]);
    for (let write = 0; write < 5; write++) await writer.finishWrite();
    const settled = await outcomes;
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(settled[2]).toMatchObject({ reason: new Error('refused bad') });
    expect(writer.writes).toEqual([['a', 'b', 'bad', 'c'], ['a'], ['b'], ['bad'], ['c']]);
    expect(writer.stored).toEqual(['a', 'b', 'c']);
  });

  it('keeps writing after a failure', async () => {
    let failing = true;
    const writer = controlledWriter(() => failing);
    const append = groupCommit(writer.write);
    // The refusal is awaited before the write finishes, so it is never an unhandled rejection meanwhile.
    const refused = expect(append(['a'])).rejects.toThrow('refused a');
    await writer.finishWrite();
    await refused;
    failing = false;
    const accepted = append(['b']);
    await writer.finishWrite();
    await accepted;
    expect(writer.stored).toEqual(['b']);
  });
});
