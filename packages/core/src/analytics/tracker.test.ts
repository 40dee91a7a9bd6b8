import { describe, expect, it } from 'vitest';
import type { TrackedEvent } from './event-batch.ts';
import { createTracker, type SendEventBatch, type TrackerStore } from './tracker.ts';

function memoryStore(): TrackerStore & { events: TrackedEvent[] } {
  const store = {
    events: [] as TrackedEvent[],
    read: () => [...store.events],
    write: (events: readonly TrackedEvent[]) => {
      store.events = [...events];
    },
  };
  return store;
}

function trackerWith(send: SendEventBatch, maxQueued?: number) {
  const store = memoryStore();
  let id = 0;
  const tracker = createTracker({
    store,
    send,
    now: () => new Date('2026-11-26T10:00:00.000Z'),
    newId: () => {
      id += 1;
      return `m${id}`;
    },
    ...(maxQueued === undefined ? {} : { maxQueued }),
  });
  return { store, tracker };
}

const searched = { scope: 'courses', query_length: 4, result_count: 2 };

describe('the tracker', () => {
  it('queues valid events with a time and an id, and sends them in one batch', async () => {
    const batches: TrackedEvent[][] = [];
    const { store, tracker } = trackerWith(async (batch) => {
      batches.push(batch);
      return 'sent';
    });
    expect(tracker.track('Search Performed', searched)).toEqual({ queued: true });
    tracker.page('Courses');
    expect(tracker.queued()).toBe(2);
    await tracker.flush();
    expect(batches).toEqual([
      [
        { type: 'track', event: 'Search Performed', properties: searched, timestamp: '2026-11-26T10:00:00.000Z', messageId: 'm1' },
        { type: 'page', name: 'Courses', timestamp: '2026-11-26T10:00:00.000Z', messageId: 'm2' },
      ],
    ]);
    expect(store.events).toEqual([]);
  });

  it('refuses an event that fails the plan without queueing it', () => {
    const { tracker } = trackerWith(async () => 'sent');
    expect(tracker.track('Search Performed', { ...searched, scope: 'everywhere' })).toEqual({
      queued: false,
      problems: ['Property scope of Search Performed must be one of courses, lessons, people, library, media, everything.'],
    });
    expect(tracker.track('Course Teleported')).toEqual({
      queued: false,
      problems: ['Event Course Teleported not found in tracking plan.'],
    });
    expect(tracker.queued()).toBe(0);
  });

  it('keeps the queue while offline and sends it when the network is back', async () => {
    let online = false;
    const sent: TrackedEvent[] = [];
    const { tracker } = trackerWith(async (batch) => {
      if (!online) return 'offline';
      sent.push(...batch);
      return 'sent';
    });
    tracker.track('Logged Out');
    await tracker.flush();
    expect(tracker.queued()).toBe(1);
    online = true;
    await tracker.flush();
    expect(sent.map((event) => event.event)).toEqual(['Logged Out']);
    expect(tracker.queued()).toBe(0);
  });

  it('sends at most 100 events a batch and drops a batch the server refused (sending it again cannot help)', async () => {
    const sizes: number[] = [];
    const { tracker } = trackerWith(async (batch) => {
      sizes.push(batch.length);
      return sizes.length === 1 ? 'refused' : 'sent';
    });
    for (let index = 0; index < 150; index += 1) tracker.page(`Page ${index}`);
    await tracker.flush();
    expect(sizes).toEqual([100, 50]);
    expect(tracker.queued()).toBe(0);
  });

  it('keeps events queued while a batch is on its way, and runs one flush at a time', async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    const { tracker } = trackerWith(async () => {
      calls += 1;
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      return 'sent';
    });
    tracker.page('First');
    const first = tracker.flush();
    const second = tracker.flush();
    expect(second).toBe(first);
    tracker.page('Second');
    await Promise.resolve();
    release!();
    await first;
    expect(calls).toBe(2);
    expect(tracker.queued()).toBe(0);
  });

  it('drops the oldest events past its limit', () => {
    const { store, tracker } = trackerWith(async () => 'offline', 2);
    tracker.page('One');
    tracker.page('Two');
    tracker.page('Three');
    expect(store.events.map((event) => event.name)).toEqual(['Two', 'Three']);
  });
});
