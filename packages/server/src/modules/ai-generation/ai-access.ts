// What every AI call checks first: that the account has a model (its own key or the server's), and that
// it has not used up its AI calls for now — the limit protects the provider key from one account's
// loop or script. Counted in the database, so every server counts against the same limit; generation,
// document conversion by the model, narration and translation all draw on the one allowance.
import { AI_CALLS_PER_ACCOUNT_PER_HOUR } from '@slidewise/core';
import type { LanguageModel } from 'ai';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http-error.ts';
import { countHit } from '../../plugins/rate-limit-counters.ts';

export const AI_NOT_CONFIGURED = 'ai_not_configured';

/** AI calls an account may start per window: a course run counts once, however many lessons it has. */
export const DEFAULT_AI_RATE_LIMIT = { max: AI_CALLS_PER_ACCOUNT_PER_HOUR, windowMs: 60 * 60 * 1000 };

/** The account's counter among the shared rate-limit counters. */
export const aiCallCounterKey = (accountId: string) => `ai:${accountId}`;

export const aiNotConfigured = () =>
  new HttpError(
    409,
    AI_NOT_CONFIGURED,
    'No AI provider is configured. An administrator can add a provider and key in Settings → AI, or the server can set AI_PROVIDER, AI_MODEL and AI_API_KEY.',
  );

/** The account's model, or 409 ai_not_configured. */
export async function languageModelOf(context: AppContext, accountId: string): Promise<LanguageModel> {
  const model = await context.ai.languageModel(accountId);
  if (!model) throw aiNotConfigured();
  return model;
}

/** Counts one AI call of the account; 429 with Retry-After once the window's calls are used. */
export async function takeAiCall(context: AppContext, accountId: string): Promise<void> {
  const limit = context.config.aiRateLimit ?? DEFAULT_AI_RATE_LIMIT;
  const now = context.clock();
  const hit = await countHit(context.db, aiCallCounterKey(accountId), limit.windowMs, now);
  if (hit.hits <= limit.max) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((hit.windowEndsAt.getTime() - now.getTime()) / 1000));
  throw new HttpError(
    429,
    'ai_rate_limited',
    `This account has used its ${limit.max} AI requests for now. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** Both checks, in the order that costs least: the model first (no counting when there is none). */
export async function modelForCall(context: AppContext, accountId: string): Promise<LanguageModel> {
  const model = await languageModelOf(context, accountId);
  await takeAiCall(context, accountId);
  return model;
}
