import { createTracker, eventBatchSchema, type TrackedEvent, type Tracker, type TrackerStore } from '@slidewise/core';

// The app's one tracker (core's createTracker), its queue kept in localStorage beside the lesson
// player's unsent results, sent to POST /api/events. Call track() at the moment something happens;
// sending follows at once when online, and again when the browser comes back online.

const QUEUE_KEY = 'slidewise.analyticsQueue';

/** The queue in the given storage; unreadable or refused storage keeps the events for this visit only. */
export function storageQueue(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined): TrackerStore {
  let inMemory: TrackedEvent[] = [];
  return {
    read() {
      try {
        const stored = storage?.getItem(QUEUE_KEY);
        if (!stored) return [...inMemory];
        const parsed = eventBatchSchema.shape.batch.element.array().safeParse(JSON.parse(stored));
        return parsed.success ? parsed.data : [];
      } catch {
        return [...inMemory];
      }
    },
    write(events) {
      inMemory = [...events];
      try {
        if (events.length === 0) storage?.removeItem(QUEUE_KEY);
        else storage?.setItem(QUEUE_KEY, JSON.stringify(events));
      } catch {
        // Storage full or refused: the events stay in memory for this visit and are still sent.
      }
    },
  };
}

/** One batch to the server: a 4xx can never pass (dropped), no answer or a 5xx is tried again later. */
export function postEventBatch(post: typeof fetch) {
  return async (batch: TrackedEvent[]) => {
    try {
      const response = await post('/api/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ batch }),
        credentials: 'same-origin',
        keepalive: true,
      });
      if (response.ok) return 'sent' as const;
      return response.status >= 400 && response.status < 500 && response.status !== 429 ? ('refused' as const) : ('offline' as const);
    } catch {
      return 'offline' as const;
    }
  };
}

function browserTracker(): Tracker {
  const tracker = createTracker({
    store: storageQueue(globalThis.localStorage),
    send: postEventBatch((...args) => fetch(...args)),
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
  });
  globalThis.addEventListener?.('online', () => void tracker.flush());
  return tracker;
}

let appTracker: Tracker | undefined;

/** Records an event of the tracking plan now and sends it (or keeps it until the network is back). */
export function track(event: string, properties?: Record<string, unknown>): void {
  appTracker ??= browserTracker();
  const result = appTracker.track(event, properties);
  // A call that fails the plan is a bug of ours; it is reported to developers, never to the person.
  if (!result.queued) console.error(`analytics: ${result.problems.join(' ')}`);
  void appTracker.flush();
}
