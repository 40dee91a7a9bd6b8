import { APICallError } from 'ai';
import { HttpError } from '../http-error.ts';

/** Why an AI action failed, in the tracking plan's words (AI Generation Failed's reason). */
export type AiFailureReason = 'timeout' | 'refused_by_model' | 'quota_exceeded' | 'unreadable_document' | 'server_error';

/** Why a provider call failed (a call cannot fail for an unreadable document: that is known before it). */
type ProviderFailureReason = Exclude<AiFailureReason, 'unreadable_document'>;

export function aiFailureReason(error: unknown): ProviderFailureReason {
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) return 'timeout';
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 429 || error.statusCode === 402) return 'quota_exceeded';
    if (error.statusCode === 400 || error.statusCode === 403 || error.statusCode === 422) return 'refused_by_model';
  }
  return 'server_error';
}

const explanations: Record<ProviderFailureReason, string> = {
  timeout: 'the AI provider took too long to answer',
  refused_by_model: 'the AI provider refused the request',
  quota_exceeded: "the AI provider's quota or rate limit was reached",
  server_error: 'the AI provider could not be reached or failed',
};

/**
 * The answer when the provider fails: 502, since the fault is upstream and nothing was saved; the
 * message says what happened in words an author can act on (try again, or check the provider).
 */
export function aiProviderFailed(what: string, reason: ProviderFailureReason): HttpError {
  return new HttpError(502, 'ai_provider_failed', `${what} failed: ${explanations[reason]}. Nothing was changed; please try again.`, {
    reason,
  });
}
