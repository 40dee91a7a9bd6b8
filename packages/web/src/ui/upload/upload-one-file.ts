import { checkUploadCandidate, uploadRefusalMessage, type MediaItem, type UploadContentType } from '@slidewise/core';
import type { TFunction } from 'i18next';
import { completeUpload, getSignedUploadParams } from '../../api/media.ts';
import { sendFile } from './send-file.ts';
import { localeOf, uploadFailureMessage } from './upload-failure-message.ts';

/**
 * One file uploaded without a field around it (a learner's contribution): the same rules, signature,
 * straight-to-storage transfer and completion as the upload field. Rejects with an Error whose message is
 * what the person should read, in their language.
 */
export async function uploadOneFile(file: File, contentType: UploadContentType, t: TFunction, language: string): Promise<MediaItem> {
  const refusal = checkUploadCandidate(contentType, { fileName: file.name, size: file.size });
  if (refusal) throw new Error(uploadRefusalMessage(refusal, localeOf(language)));
  try {
    const signed = await getSignedUploadParams({ contentType, fileName: file.name, size: file.size });
    await sendFile(file, signed.upload, () => undefined).finished;
    return await completeUpload(signed.mediaId);
  } catch (error) {
    throw new Error(uploadFailureMessage(error, t, language));
  }
}
