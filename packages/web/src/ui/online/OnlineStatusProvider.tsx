import { useSyncExternalStore, type ReactNode } from 'react';
import { OnlineStatusContext } from './online-status.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readOnline = () => navigator.onLine;
const assumeOnline = () => true;

export function OnlineStatusProvider({ children }: { children: ReactNode }) {
  const online = useSyncExternalStore(subscribe, readOnline, assumeOnline);
  return <OnlineStatusContext.Provider value={online}>{children}</OnlineStatusContext.Provider>;
}
