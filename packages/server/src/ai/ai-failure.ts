import { APICallError } from 'ai';
import { HttpError } from '../http-error.ts';

/** Why a provider call failed, in the tracking plan's words (AI Generation Failed's reason). */
export type AiFailureReason = 'timeout' | 'refused_by_model' | 'quota_exceeded' | 'server_error';

export function aiFailureReason(error: unknown): AiFailureReason {
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) return 'timeout';
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 429 || error.statusCode === 402) return 'quota_exceeded';
    if (error.statusCode === 400 || error.statusCode === 403 || error.statusCode === 422) return 'refused_by_model';
  }
  return 'server_error';
}

const explanations: Record<AiFailureReason, string> = {
  timeout: 'the AI provider took too long to answer',
  refused_by_model: 'the AI provider refused the request',
  quota_exceeded: "the AI provider's quota or rate limit was reached",
  server_error: 'the AI provider could not be reached or failed',
};

/**
 * The answer when the provider fails: 502, since the fault is upstream and nothing was saved; the
 * message says what happened in words an author can act on (try again, or check the provider).
 */
export function aiProviderFailed(what: string, reason: AiFailureReason): HttpError {
  return new HttpError(502, 'ai_provider_failed', `${what} failed: ${explanations[reason]}. Nothing was changed; please try again.`, {
    reason,
  });
}
