// One answer for every AI action that fails on the model's side (issue 17): course and lesson generation,
// slide rewrites, document conversion, narration and translation all answer 502 `ai_failed` with a
// message naming the action and what to do, and `details.reason` in the tracking plan's words (the reason
// AI Generation Failed records), which the app words in the reader's language.
import { APICallError } from 'ai';
import { HttpError } from '../http-error.ts';
import { InvalidAiOutputError } from './generate-valid.ts';

export const AI_FAILED = 'ai_failed';

/** Why an AI action failed, in the tracking plan's words (AI Generation Failed's reason). */
export type AiFailureReason = 'timeout' | 'refused_by_model' | 'quota_exceeded' | 'unreadable_document' | 'server_error';

/** Why a model call failed (a call cannot fail for an unreadable document: that is known before it). */
export type ModelFailureReason = Exclude<AiFailureReason, 'unreadable_document'>;

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** Whether the error came from a model call (the provider, or its answers), not from our own code. */
export function isModelCallError(error: unknown): boolean {
  return error instanceof InvalidAiOutputError || APICallError.isInstance(error) || isTimeout(error);
}

/** The reason of a failed AI action; one of our own refusals (a job's missing model, say) counts as a server error. */
export function aiFailureReason(error: unknown): ModelFailureReason {
  if (error instanceof HttpError) {
    const reason = (error.details as { reason?: ModelFailureReason } | undefined)?.reason;
    if (error.code === AI_FAILED && reason) return reason;
    return error.statusCode === 429 ? 'quota_exceeded' : 'server_error';
  }
  if (error instanceof InvalidAiOutputError) return 'refused_by_model';
  if (isTimeout(error)) return 'timeout';
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 429 || error.statusCode === 402) return 'quota_exceeded';
    if (error.statusCode && [400, 401, 403, 422].includes(error.statusCode)) return 'refused_by_model';
  }
  return 'server_error';
}

/** What happened and what the author can do about it, in one sentence each. */
function explanation(error: unknown, reason: ModelFailureReason): string {
  if (error instanceof InvalidAiOutputError)
    return `the AI model's answers did not fit, even after ${error.attempts} tries (${error.issues[0] ?? 'no detail'}). Nothing invalid was saved; try again, or reword the request.`;
  if (APICallError.isInstance(error) && (error.statusCode === 401 || error.statusCode === 403))
    return 'the AI provider refused the key. Check the provider key in Settings → AI.';
  const status = APICallError.isInstance(error) && error.statusCode ? ` (${error.statusCode})` : '';
  switch (reason) {
    case 'timeout':
      return 'the AI provider took too long to answer. Try again.';
    case 'quota_exceeded':
      return "the AI provider's quota or rate limit was reached. Try again later, or check the provider's plan.";
    case 'refused_by_model':
      return `the AI provider refused the request${status}. Try again; if it keeps failing, check the model in Settings → AI.`;
    case 'server_error':
      return `the AI provider could not be reached or failed${status}. Try again later, or check the settings in Settings → AI.`;
  }
}

/**
 * The answer when an AI action fails: 502 `ai_failed` (the fault is upstream, never a 500, and not a 429:
 * that is our own allowance, ai_rate_limited) with the reason in details. `action` names it ("Writing
 * this lesson"). Our own refusals (ai_not_configured, ai_rate_limited, a 404…) are answered as they are.
 */
export function aiFailed(action: string, error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const reason = aiFailureReason(error);
  return new HttpError(502, AI_FAILED, `${action} failed: ${explanation(error, reason)}`, { reason });
}
