import { MAX_EVENTS_PER_BATCH, validateTrackedEvent } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { EVENTS_PER_BATCH, eventsIngestLines, eventsPerSecond, ingestLoad, searchBatch, sendFromClients } from './events-ingest.ts';

describe('events ingest bench', () => {
  it('counts events per second from what was accepted and how long it took', () => {
    expect(eventsPerSecond(12_000, 2_000)).toBe(6_000);
    expect(eventsPerSecond(10, 0)).toBe(0);
  });

  it('counts every batch of every client, when their answers arrive together', async () => {
    let sends = 0;
    // Each send answers after a macrotask, so the eight clients' awaits all resume in the same turn.
    const send = () => {
      sends++;
      return new Promise<number>((resolve) => setTimeout(() => resolve(EVENTS_PER_BATCH), 1));
    };
    const accepted = await sendFromClients(8, () => sends < 80, send);
    expect(sends).toBe(80);
    expect(accepted).toBe(80 * EVENTS_PER_BATCH);
  });

  it('prints the figure, and a missed target first', () => {
    expect(eventsIngestLines({ perSecond: 6123.4, perCpuSecond: 7000.6 }, 1_000_000)).toEqual([
      'events-ingest-stored: 1000000',
      'events-ingest-per-cpu-s: 7001',
      'events-ingest-per-s: 6123',
    ]);
    expect(eventsIngestLines({ perSecond: 4000, perCpuSecond: 9000 }, 10_000)).toEqual([
      'target-missed: events-ingest-per-s 4000 is below 5000',
      'events-ingest-stored: 10000',
      'events-ingest-per-cpu-s: 9000',
      'events-ingest-per-s: 4000',
    ]);
  });

  it('sends batches the tracking plan accepts, each event with its own message id', () => {
    const { batch } = searchBatch();
    expect(batch).toHaveLength(EVENTS_PER_BATCH);
    expect(EVENTS_PER_BATCH).toBeLessThanOrEqual(MAX_EVENTS_PER_BATCH);
    for (const event of batch) expect(validateTrackedEvent(event)).toMatchObject({ valid: true });
    expect(new Set(batch.map((event) => event.messageId)).size).toBe(EVENTS_PER_BATCH);
  });

  it('stores a million events before a full run, and keeps a smoke run short', () => {
    expect(ingestLoad(false)).toMatchObject({ storedEvents: 1_000_000, measuredMs: 10_000 });
    expect(ingestLoad(true)).toMatchObject({ storedEvents: 10_000, measuredMs: 1_000 });
  });
});
