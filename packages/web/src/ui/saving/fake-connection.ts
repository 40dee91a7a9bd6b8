import type { Connection } from './connection.ts';

/** For tests: a connection the test switches; listeners are told as the browser's events would tell them. */
export function fakeConnection(initial: boolean): Connection & { set(online: boolean): void } {
  let online = initial;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      online = next;
      listeners.forEach((listener) => {
        listener(next);
      });
    },
  };
}
