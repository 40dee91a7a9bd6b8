/**
 * Delayed saves by channel (spec §9: course data 2 s after the last edit, prerequisites and user groups
 * 1 s). Each new edit restarts its channel's timer. Saves run one at a time, in the order their timers
 * fire, so each one carries the version the previous one answered and none is refused as stale.
 */
export interface SaveScheduler<Channel extends string> {
  /** (Re)starts the channel's timer. */
  schedule(channel: Channel): void;
  /** Saves now: the given channel, or every channel waiting on a timer. */
  flush(channel?: Channel): Promise<void>;
  /** Forgets the channel's waiting timer (its edits were discarded). */
  cancel(channel: Channel): void;
  /**
   * Runs `task` in the same one-at-a-time queue, after saving every channel waiting on a timer: a
   * status change or lesson operation then starts from the latest saved course and its version.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Channels waiting on a timer or in the queue, and the one saving. */
  pending(): Channel[];
  /** Resolves when nothing is waiting or running. */
  idle(): Promise<void>;
  dispose(): void;
}

export interface SaveSchedulerOptions<Channel extends string> {
  delays: Readonly<Record<Channel, number>>;
  save(channel: Channel): Promise<void>;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createSaveScheduler<Channel extends string>(options: SaveSchedulerOptions<Channel>): SaveScheduler<Channel> {
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const timers = new Map<Channel, unknown>();
  const queue: Channel[] = [];
  let running: Channel | null = null;
  let chain: Promise<void> = Promise.resolve();
  let disposed = false;

  function enqueue(channel: Channel): Promise<void> {
    const timer = timers.get(channel);
    if (timer !== undefined) clearTimer(timer);
    timers.delete(channel);
    if (!queue.includes(channel)) queue.push(channel);
    chain = chain.then(runNext);
    return chain;
  }

  async function runNext(): Promise<void> {
    const channel = queue.shift();
    if (channel === undefined || disposed) return;
    running = channel;
    try {
      await options.save(channel);
    } catch {
      // The save reports its own failure to the edit state; the queue carries on with the others.
    } finally {
      running = null;
    }
  }

  return {
    schedule(channel) {
      if (disposed) return;
      const timer = timers.get(channel);
      if (timer !== undefined) clearTimer(timer);
      timers.set(
        channel,
        setTimer(() => void enqueue(channel), options.delays[channel]),
      );
    },
    flush(channel) {
      const channels = channel === undefined ? [...timers.keys()] : [channel];
      channels.forEach((each) => void enqueue(each));
      return chain;
    },
    cancel(channel) {
      const timer = timers.get(channel);
      if (timer !== undefined) clearTimer(timer);
      timers.delete(channel);
    },
    exclusive(task) {
      [...timers.keys()].forEach((each) => void enqueue(each));
      const result = chain.then(task);
      // The queue goes on whether the task succeeds or fails; the caller gets its outcome.
      chain = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
    pending() {
      const all = new Set<Channel>([...timers.keys(), ...queue]);
      if (running !== null) all.add(running);
      return [...all];
    },
    idle() {
      return chain;
    },
    dispose() {
      disposed = true;
      timers.forEach((timer) => {
        clearTimer(timer);
      });
      timers.clear();
      queue.length = 0;
    },
  };
}
