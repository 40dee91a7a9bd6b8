import { onlineManager } from '@tanstack/react-query';

// DESIGN.md "No lost work": an editor does not send a save while the browser is offline (it would only
// fail and revert what the author typed); it waits, and sends when the connection returns.

export interface Connection {
  isOnline(): boolean;
  /** Told each time the browser goes online or offline; returns the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/**
 * The browser's connection as TanStack Query's `onlineManager` follows it: the app's one record of being
 * online, so the editors' saves, the paused queries and the offline banner always agree.
 */
export const browserConnection: Connection = {
  isOnline: () => onlineManager.isOnline(),
  subscribe: (listener) => onlineManager.subscribe(listener),
};
