import { UPLOAD_REFUSAL_CODES, uploadRefusalMessage, type Locale, type UploadRefusal } from '@slidewise/core';
import { HttpError } from '../../http-error.ts';

/** One of templates §5's refusals, in English until the route words it in the caller's language. */
export class UploadRefusalError extends HttpError {
  constructor(
    readonly refusal: UploadRefusal,
    status: number,
    locale: Locale = 'en-US',
  ) {
    super(status, UPLOAD_REFUSAL_CODES[refusal], uploadRefusalMessage(refusal, locale));
    this.name = 'UploadRefusalError';
  }

  inLanguage(locale: Locale): UploadRefusalError {
    return new UploadRefusalError(this.refusal, this.statusCode, locale);
  }
}

/** Templates §5's refusals as API errors: 400 with the spec's message and its code (413 for a body that is too large). */
export function uploadRefused(refusal: UploadRefusal, status = 400): UploadRefusalError {
  return new UploadRefusalError(refusal, status);
}

/** Spec §8: an unknown content type is an error; its message is ours. */
export const unknownContentType = (contentType: string) =>
  new HttpError(400, 'unknown_content_type', `Unknown upload content type "${contentType.slice(0, 100)}".`);

export const heicNotReadable = () =>
  new HttpError(
    400,
    'heic_not_supported',
    'This HEIC photo cannot be converted on this server. Please save it as JPEG or PNG and upload it again.',
  );
