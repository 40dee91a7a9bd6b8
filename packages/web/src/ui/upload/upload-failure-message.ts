import { supportedLocales, UPLOAD_REFUSAL_CODES, uploadRefusalMessage, type Locale, type UploadRefusal } from '@slidewise/core';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error.ts';
import { apiErrorMessage } from '../../api/api-error-message.ts';
import { UploadTransferError } from './send-file.ts';

const refusalByCode = new Map(Object.entries(UPLOAD_REFUSAL_CODES).map(([refusal, code]) => [code as string, refusal as UploadRefusal]));

// The server's other refusals of an upload, which it words in English only: a person reading Spanish
// gets them in Spanish by their code.
const otherRefusalKeys = {
  heic_not_supported: 'upload.errors.heicNotSupported',
  upload_link_invalid: 'upload.errors.uploadLinkInvalid',
  upload_missing: 'upload.errors.uploadMissing',
} as const;

const isOtherRefusal = (code: string | undefined): code is keyof typeof otherRefusalKeys =>
  code !== undefined && Object.hasOwn(otherRefusalKeys, code);

export function localeOf(language: string): Locale {
  return (supportedLocales as readonly string[]).includes(language) ? (language as Locale) : 'en-US';
}

/** A refusal of the spec's four (by its code), so its message is shown in the person's language. */
export function refusalOf(error: unknown): UploadRefusal | undefined {
  const code = error instanceof ApiError || error instanceof UploadTransferError ? error.code : undefined;
  return code === undefined ? undefined : refusalByCode.get(code);
}

/**
 * What to tell the person when an upload failed: the spec's four messages in their language, else the
 * server's other refusals in their language, else the server's or storage's own words, else the offline message, else a generic sentence.
 */
export function uploadFailureMessage(error: unknown, t: TFunction, language: string): string {
  const refusal = refusalOf(error);
  if (refusal) return uploadRefusalMessage(refusal, localeOf(language));
  const code = error instanceof ApiError || error instanceof UploadTransferError ? error.code : undefined;
  if (isOtherRefusal(code)) return t(otherRefusalKeys[code]);
  if (error instanceof UploadTransferError) {
    if (error.serverMessage) return error.serverMessage;
    return error.status === 0 ? t('online.offlineMessage') : t('upload.transferFailed');
  }
  return apiErrorMessage(error, t);
}

/**
 * Whether trying the same file again can help. A retry signs the upload afresh, so a transfer refused for
 * its signature (403, expired) may pass the second time, as may a dropped connection, a timeout, a rate
 * limit or a failure of the server's own; the spec's four refusals and other 4xx answers will not.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (refusalOf(error)) return false;
  if (error instanceof UploadTransferError) return error.status === 403 || isTransient(error.status);
  return error instanceof ApiError && isTransient(error.status);
}

const isTransient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;
