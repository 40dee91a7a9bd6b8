import { MAX_EVENTS_PER_BATCH, type TrackedEvent } from './event-batch.ts';
import { validateTrackedEvent } from './event-validation.ts';

// The one tracker of the web app and the lesson player (issue 15). Events are queued at the moment they
// happen, kept in the browser's storage like the learner's unsent results (so a dropped connection or a
// reload loses none), and sent in batches by flush(). Storage and sending are given, so the queue logic
// is tested here without a browser.

/** Where the queue survives reloads (localStorage in the browser). */
export interface TrackerStore {
  read(): TrackedEvent[];
  write(events: readonly TrackedEvent[]): void;
}

/**
 * Sends one batch. `sent`: stored. `refused`: the server answered 4xx, which sending again cannot change,
 * so the batch is dropped (the server counted it). `offline`: no answer or a 5xx; kept for later.
 */
export type SendEventBatch = (batch: TrackedEvent[]) => Promise<'sent' | 'refused' | 'offline'>;

export interface TrackerOptions {
  store: TrackerStore;
  send: SendEventBatch;
  now: () => Date;
  newId: () => string;
  /** Oldest events are dropped past this many, so a device offline for weeks does not fill its storage. */
  maxQueued?: number;
}

export interface Tracker {
  /** Queues a track event of the plan; an event that fails the plan is a bug and is refused here, unsent. */
  track(event: string, properties?: Record<string, unknown>): { queued: true } | { queued: false; problems: string[] };
  page(name: string): void;
  /** Sends what is queued, batch by batch, until the queue is empty or the network fails. */
  flush(): Promise<void>;
  queued(): number;
}

export const DEFAULT_MAX_QUEUED_EVENTS = 1000;

export function createTracker({ store, send, now, newId, maxQueued = DEFAULT_MAX_QUEUED_EVENTS }: TrackerOptions): Tracker {
  let flushing: Promise<void> | undefined;

  function enqueue(event: TrackedEvent) {
    const events = [...store.read(), event];
    store.write(events.slice(Math.max(0, events.length - maxQueued)));
  }

  async function sendAll() {
    for (;;) {
      const batch = store.read().slice(0, MAX_EVENTS_PER_BATCH);
      if (batch.length === 0) return;
      const outcome = await send(batch);
      if (outcome === 'offline') return;
      // Events queued while the batch was on its way stay: only the batch's own are removed.
      const sentIds = new Set(batch.map((event) => event.messageId));
      store.write(store.read().filter((event) => !sentIds.has(event.messageId)));
    }
  }

  return {
    track(event, properties = {}) {
      const validation = validateTrackedEvent({ type: 'track', event, properties });
      if (!validation.valid) return { queued: false, problems: validation.problems };
      enqueue({ type: 'track', event, properties, timestamp: now().toISOString(), messageId: newId() });
      return { queued: true };
    },
    page(name) {
      enqueue({ type: 'page', name, timestamp: now().toISOString(), messageId: newId() });
    },
    flush() {
      flushing ??= sendAll().finally(() => {
        flushing = undefined;
      });
      return flushing;
    },
    queued: () => store.read().length,
  };
}
