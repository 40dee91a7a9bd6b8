import { AI_CALLS_PER_ACCOUNT_PER_HOUR } from '@slidewise/core';
import type { Clock } from '../clock.ts';
import type { Executor } from '../db/client.ts';
import { HttpError } from '../http-error.ts';
import { countHit } from '../plugins/rate-limit-counters.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one AI call of the account (a narration made, a course translated) in the shared counters, so
 * the limit holds across servers; past the hour's allowance it answers 429 with the wait. Protects the
 * provider key (and the server's own voice) from one account's runaway use.
 */
export async function takeAiCall(db: Executor, clock: Clock, accountId: string): Promise<void> {
  const counted = await countHit(db, `ai ${accountId}`, HOUR_MS, clock());
  if (counted.hits <= AI_CALLS_PER_ACCOUNT_PER_HOUR) return;
  const waitSeconds = Math.max(1, Math.ceil((counted.windowEndsAt.getTime() - clock().getTime()) / 1000));
  throw new HttpError(
    429,
    'ai_rate_limited',
    `This account has used its ${AI_CALLS_PER_ACCOUNT_PER_HOUR} AI actions for this hour. Please try again in ${Math.ceil(waitSeconds / 60)} minutes.`,
    { limit: AI_CALLS_PER_ACCOUNT_PER_HOUR, retryAfterSeconds: waitSeconds },
    { 'retry-after': String(waitSeconds) },
  );
}
