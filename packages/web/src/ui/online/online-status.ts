import { createContext, useContext } from 'react';

export const OnlineStatusContext = createContext<boolean | null>(null);

/** spec templates §4: online status follows the browser's online and offline events. */
export function useOnlineStatus(): boolean {
  const online = useContext(OnlineStatusContext);
  // spec templates §8: using online status outside its provider is a developer error.
  if (online === null) throw new Error('useOnlineStatus() must be used inside <OnlineStatusProvider>.');
  return online;
}
