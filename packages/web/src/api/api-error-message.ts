import type { TFunction } from 'i18next';
import { ApiError } from './api-error.ts';

/**
 * What to tell the user about a failure: the caller's override, else the server's own message, else
 * the spec's offline message for a request that never left, else a generic translated sentence.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.overrideMessage) return error.overrideMessage;
    if (error.serverMessage) return error.serverMessage;
    if (error.isNetworkFailure) return t('online.offlineMessage');
  }
  return t('errors.requestFailed');
}
