import { createHash } from 'node:crypto';
import { ACCOUNT_SIGN_IN_FIRST_DELAY_MS, ACCOUNT_SIGN_IN_LONGEST_DELAY_MS, ACCOUNT_SIGN_IN_MEMORY_MS } from '@slidewise/core';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { forgetAttempts, takeSpacedAttempt, type GrowingDelay } from '../../plugins/rate-limit-counters.ts';

// The per-address limit (plugins/rate-limit.ts) stops one machine; credential stuffing spreads one
// account's guesses over many addresses. So password sign-ins are also counted per e-mail address, in the
// same database counters (shared by every server): after the free attempts each further one must wait
// after the previous, the wait doubling up to the longest. Every address is counted alike, whether it has
// an account or not, so the wait never tells which addresses do.

/** The wait after `attempts` counted sign-ins, when `freeAttempts` go through without one. */
export function signInDelayMs(attempts: number, freeAttempts: number): number {
  if (attempts < freeAttempts) return 0;
  return Math.min(ACCOUNT_SIGN_IN_LONGEST_DELAY_MS, ACCOUNT_SIGN_IN_FIRST_DELAY_MS * 2 ** (attempts - freeAttempts));
}

/** "8 seconds", "3 minutes": rounded up, so waiting that long is always enough. */
function waitText(milliseconds: number): string {
  const seconds = Math.ceil(milliseconds / 1000);
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function accountSignInAttempts(db: Database, clock: Clock, freeAttempts: number) {
  const spacing: GrowingDelay = { delayAfterMs: (attempts) => signInDelayMs(attempts, freeAttempts), memoryMs: ACCOUNT_SIGN_IN_MEMORY_MS };
  // The counters hold no e-mail address, only its digest.
  const keyOf = (email: string) => `sign-in account ${createHash('sha256').update(email).digest('hex')}`;
  return {
    /** Counts a password sign-in for the address, or answers 429 with the wait when it comes too soon. */
    async take(email: string): Promise<void> {
      const taken = await takeSpacedAttempt(db, keyOf(email), clock(), spacing);
      if (taken.allowed) return;
      throw new HttpError(
        429,
        'rate_limited',
        `Too many sign-in attempts for this e-mail address. Please wait ${waitText(taken.retryAfterMs)} and try again, or ask for a sign-in link.`,
        undefined,
        { 'retry-after': String(Math.ceil(taken.retryAfterMs / 1000)) },
      );
    },
    /** A sign-in that succeeded starts the count again. */
    forget(email: string): Promise<void> {
      return forgetAttempts(db, keyOf(email));
    },
  };
}
