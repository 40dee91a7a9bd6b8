// Why an AI call failed, in words for the author and as the tracking plan's reason.
import { APICallError } from 'ai';
import type { AiFailureReason } from '../../ai/ai-failure.ts';
import { InvalidAiOutputError } from '../../ai/generate-valid.ts';
import { HttpError } from '../../http-error.ts';

export interface DescribedFailure {
  message: string;
  reason: AiFailureReason;
}

export function describeAiFailure(error: unknown): DescribedFailure {
  if (error instanceof InvalidAiOutputError)
    return {
      message: `The AI model did not give valid content after ${error.attempts} tries (${error.issues[0] ?? 'no detail'}).`,
      reason: 'refused_by_model',
    };
  if (error instanceof HttpError) return { message: error.message, reason: error.statusCode === 429 ? 'quota_exceeded' : 'server_error' };
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 429)
      return { message: 'The AI provider refused: too many requests or the quota is used up.', reason: 'quota_exceeded' };
    if (error.statusCode === 401 || error.statusCode === 403)
      return { message: 'The AI provider refused the key. Check the provider key in Settings → AI.', reason: 'refused_by_model' };
    return {
      message: `The AI provider answered with an error${error.statusCode ? ` (${error.statusCode})` : ''}.`,
      reason: 'server_error',
    };
  }
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return { message: 'The AI provider took too long to answer.', reason: 'timeout' };
  return { message: 'The AI provider could not be reached.', reason: 'server_error' };
}

/** An HttpError for a failure during a request (lesson or slide): 502, the provider's fault, never a 500. */
export function aiFailureError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const failure = describeAiFailure(error);
  return new HttpError(failure.reason === 'quota_exceeded' ? 429 : 502, `ai_${failure.reason}`, failure.message);
}
