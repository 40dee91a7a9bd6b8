import { useEffect, useState } from 'react';
import { usePackageOrigin } from '../package-runtime/package-origin.tsx';

/** Whether a page a slide frames can be reached: a frame gives no sign when it shows an error page. */
export type PageReach = 'checking' | 'reachable' | 'unreachable';

/**
 * Asks for the page once per `attempt` (a retry is a new attempt). A page of our own origin, or of the
 * package origin (which lets the app read its answers), must answer 2xx; another origin's answer is opaque
 * (no-cors), so any answer counts and only a network failure (no connection, an unknown host, a refused or
 * blocked request) says it cannot load. Null checks nothing.
 */
export function usePageProbe(url: URL | null, attempt: number): PageReach {
  const address = url?.href ?? null;
  const [reach, setReach] = useState<{ key: string; reach: PageReach } | null>(null);
  const key = `${attempt} ${address}`;
  const packageOrigin = usePackageOrigin();
  useEffect(() => {
    if (!address) return;
    const controller = new AbortController();
    const origin = new URL(address).origin;
    const readable = origin === window.location.origin || origin === packageOrigin;
    fetch(address, { mode: readable ? 'cors' : 'no-cors', cache: 'no-store', signal: controller.signal }).then(
      (response) => setReach({ key, reach: !readable || response.ok ? 'reachable' : 'unreachable' }),
      () => {
        if (!controller.signal.aborted) setReach({ key, reach: 'unreachable' });
      },
    );
    return () => controller.abort();
  }, [address, key, packageOrigin]);
  return reach?.key === key ? reach.reach : 'checking';
}
