import { UPLOAD_MESSAGES, UPLOAD_REFUSAL_CODES, type UploadRefusal } from '@slidewise/core';
import { HttpError } from '../../http-error.ts';

/** Templates §5's refusals as API errors: 400 with the spec's message and its code (413 for a body that is too large). */
export function uploadRefused(refusal: UploadRefusal, status = 400): HttpError {
  return new HttpError(status, UPLOAD_REFUSAL_CODES[refusal], UPLOAD_MESSAGES[refusal]);
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
