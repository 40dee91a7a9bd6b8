import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { OnlineStatusContext } from './online-status.ts';

const readOnline = () => onlineManager.isOnline();
const assumeOnline = () => true;

export function OnlineStatusProvider({ children }: { children: ReactNode }) {
  const online = useSyncExternalStore(onlineManager.subscribe, readOnline, assumeOnline);
  return <OnlineStatusContext.Provider value={online}>{children}</OnlineStatusContext.Provider>;
}
