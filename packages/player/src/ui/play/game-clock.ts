import { useEffect, useRef, useState } from 'react';

/** How often the clock redraws the timer bar; the bar's own transition smooths the steps between. */
export const GAME_CLOCK_TICK_MS = 250;

interface GameClockOptions {
  /** The time limit in ms; 0 or less means no limit (the clock never runs). */
  limitMs: number;
  /** Counts down only while true: after a ready screen, until the game ends. */
  running: boolean;
  /** Called once when the time runs out. */
  onExpire: () => void;
}

/**
 * A game's countdown in play mode: the time left, measured against the wall clock (a throttled
 * background tab does not get extra time) and stopped as soon as `running` turns false.
 */
export function useGameClock({ limitMs, running, onExpire }: GameClockOptions): number {
  const [remaining, setRemaining] = useState(limitMs);
  const remainingRef = useRef(limitMs);
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  });

  useEffect(() => {
    if (!running || !(limitMs > 0) || remainingRef.current <= 0) return undefined;
    const startedAt = Date.now();
    const startedWith = remainingRef.current;
    const tick = () => {
      const left = Math.max(0, startedWith - (Date.now() - startedAt));
      remainingRef.current = left;
      setRemaining(left);
      if (left <= 0) {
        window.clearInterval(id);
        expireRef.current();
      }
    };
    const id = window.setInterval(tick, GAME_CLOCK_TICK_MS);
    return () => window.clearInterval(id);
  }, [running, limitMs]);

  return remaining;
}
