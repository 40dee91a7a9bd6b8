import type { TFunction } from 'i18next';
import { apiErrorMessage } from './api-error-message.ts';
import { isApiError } from './api-error.ts';

/** What went wrong with an AI call, in the reader's language when it is one of ours (what to configure, the limit). */
export function aiErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.code === 'ai_not_configured') return t('aiGeneration.errors.notConfigured');
    if (error.code === 'ai_rate_limited') return t('aiGeneration.errors.rateLimited');
    if (error.code === 'ai_refused_by_model') return t('aiGeneration.errors.invalidAnswer');
  }
  return apiErrorMessage(error, t);
}

/** "1,234 tokens" where the provider reported them; nothing where it did not. */
export function tokensText(total: number | null, t: TFunction): string | null {
  return total === null ? null : t('aiGeneration.tokens', { count: total });
}
