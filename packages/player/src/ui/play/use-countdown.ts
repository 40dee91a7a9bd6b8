import { useEffect, useRef, useState } from 'react';

/** How often the time left is read again: often enough for a smooth bar, rarely enough to stay cheap. */
const COUNTDOWN_TICK_MS = 100;

/**
 * The time left of a limit that counts down while `running`, calling `onExpire` once when it reaches
 * zero. Time is read from the clock (not summed from ticks), so a throttled background tab still ends
 * on time. Not running (the editor's preview, an answered quiz) keeps the time where it is.
 */
export function useCountdown(limitMs: number, running: boolean, onExpire: () => void): number {
  const [remaining, setRemaining] = useState(limitMs);
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const active = running && limitMs > 0;

  useEffect(() => {
    if (!active) return;
    const endsAt = Date.now() + limitMs;
    const timer = setInterval(() => {
      const left = Math.max(0, endsAt - Date.now());
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        expire.current();
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [active, limitMs]);

  return remaining;
}
