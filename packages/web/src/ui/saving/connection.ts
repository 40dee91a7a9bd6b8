// DESIGN.md "No lost work": an editor does not send a save while the browser is offline (it would only
// fail and revert what the author typed); it waits, and sends when the connection returns. The lesson
// editor listens to the same browser events.

export interface Connection {
  isOnline(): boolean;
  /** Told each time the browser goes online or offline; returns the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

export const browserConnection: Connection = {
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  subscribe(listener) {
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};
