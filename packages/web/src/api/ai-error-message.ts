import type { TFunction } from 'i18next';
import { apiErrorMessage } from './api-error-message.ts';
import { isApiError } from './api-error.ts';

// Every AI action (generation, slide rewrites, document conversion, narration, translation) fails in the
// same few ways, answered alike by the server: ai_not_configured, ai_rate_limited, and ai_failed with the
// reason in details. One mapping words them in the reader's language (the server's messages are English).

const failureReasons = ['timeout', 'refused_by_model', 'quota_exceeded', 'server_error'] as const;
type FailureReason = (typeof failureReasons)[number];
const isFailureReason = (reason: unknown): reason is FailureReason => (failureReasons as readonly unknown[]).includes(reason);

/** The reader's words for an AI failure of any action; undefined when the failure is not one of these. */
export function aiFailureText(failure: { code: string; details?: unknown }, t: TFunction): string | undefined {
  if (failure.code === 'ai_not_configured') return t('aiGeneration.errors.notConfigured');
  if (failure.code === 'ai_rate_limited') return t('aiGeneration.errors.rateLimited');
  if (failure.code !== 'ai_failed') return undefined;
  const reason = (failure.details as { reason?: unknown } | undefined)?.reason;
  // A reason this app does not know yet (a newer server) reads as the general failure.
  return t(`aiGeneration.errors.failed.${isFailureReason(reason) ? reason : 'server_error'}`);
}

/** What went wrong with an AI call: one of the AI failures in the reader's language, else the server's words. */
export function aiErrorMessage(error: unknown, t: TFunction): string {
  return (isApiError(error) ? aiFailureText(error, t) : undefined) ?? apiErrorMessage(error, t);
}

/** "1,234 tokens" where the provider reported them; nothing where it did not. */
export function tokensText(total: number | null, t: TFunction): string | null {
  return total === null ? null : t('aiGeneration.tokens', { count: total });
}
