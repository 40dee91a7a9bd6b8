import { useEffect, useState } from 'react';

/** Whether a page a slide frames can be reached: a frame gives no sign when it shows an error page. */
export type PageReach = 'checking' | 'reachable' | 'unreachable';

/**
 * Asks for the page once per `attempt` (a retry is a new attempt). A page of our own origin must answer
 * 2xx; another origin's answer is opaque (no-cors), so any answer counts and only a network failure (no
 * connection, an unknown host, a refused or blocked request) says it cannot load. Null checks nothing.
 */
export function usePageProbe(url: URL | null, attempt: number): PageReach {
  const address = url?.href ?? null;
  const [reach, setReach] = useState<{ key: string; reach: PageReach } | null>(null);
  const key = `${attempt} ${address}`;
  useEffect(() => {
    if (!address) return;
    const controller = new AbortController();
    const sameOrigin = new URL(address).origin === window.location.origin;
    fetch(address, { mode: sameOrigin ? 'same-origin' : 'no-cors', cache: 'no-store', signal: controller.signal }).then(
      (response) => setReach({ key, reach: !sameOrigin || response.ok ? 'reachable' : 'unreachable' }),
      () => {
        if (!controller.signal.aborted) setReach({ key, reach: 'unreachable' });
      },
    );
    return () => controller.abort();
  }, [address, key]);
  return reach?.key === key ? reach.reach : 'checking';
}
