import { VALIDATION_FAILED } from '@slidewise/core';
import type { TFunction } from 'i18next';
import { ApiError } from './api-error.ts';
import { errorCodeValues } from './error-code-values.ts';
import { validationFields } from './validation-fields.ts';

/**
 * What to tell the user about a failure: the caller's override; else the spec's offline message for a
 * request that never left; else the refusal worded by its code in the reader's language
 * (`errors.codes.<code>`, the server writes English); else, for a code this app does not know, the
 * server's own message; else a generic translated sentence.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.requestFailed');
  if (error.overrideMessage) return error.overrideMessage;
  if (error.isNetworkFailure) return t('online.offlineMessage');
  if (error.code === VALIDATION_FAILED) return validationFailureMessage(error.details, t);
  const fallback = error.serverMessage ?? t('errors.requestFailed');
  // Codes are the server's, so the key is computed; an unknown one falls back to the server's words.
  return t(`errors.codes.${error.code}` as 'errors.codes.conflict', {
    ...errorCodeValues(error.code, error.details),
    defaultValue: fallback,
  });
}

/**
 * A generic sentence naming the fields (and the slide, for a lesson's save) the details point at; a form
 * that maps the fields itself shows its own messages beside them.
 */
function validationFailureMessage(details: unknown, t: TFunction): string {
  const fields = validationFields(details).join(', ');
  if (!fields) return t('errors.codes.validation_failed');
  const slideIndex = (details as { slideIndex?: unknown } | undefined)?.slideIndex;
  if (typeof slideIndex === 'number') return t('errors.codes.validation_failed_slide', { number: slideIndex + 1, fields });
  return t('errors.codes.validation_failed_fields', { fields });
}
