import { useSyncExternalStore } from 'react';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The device's light or dark setting, followed live (a phone switching to dark at sunset switches the app). */
export function useSystemScheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => (darkQuery()?.matches ? 'dark' : 'light'),
    () => 'light',
  );
}
