import type { UploadRequest } from '@slidewise/core';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { signUpload } from './upload-signature.ts';

// Where the browser sends an upload's bytes. S3: a presigned POST straight to the bucket, whose policy
// fixes the key and the size range. Disk: a PUT to this server's signed upload URL, streamed to storage.
// Either way the completion checks the size again (some S3-compatible stores ignore policy conditions).

/** How long a signed upload may start after it was given out. */
export const UPLOAD_SIGNATURE_TTL_SECONDS = 15 * 60;

export interface UploadTarget {
  mediaId: string;
  accountId: string;
  declaredSize: number;
  storageKey: string;
  /** Seconds since the epoch. */
  expires: number;
}

export async function uploadRequestFor(storage: ObjectStorage, secret: string, target: UploadTarget): Promise<UploadRequest> {
  if (storage.presignedPost) {
    const { url, fields } = await storage.presignedPost(target.storageKey, {
      maxBytes: target.declaredSize,
      expiresInSeconds: UPLOAD_SIGNATURE_TTL_SECONDS,
    });
    return { method: 'POST', url, fields };
  }
  const query = new URLSearchParams({ expires: String(target.expires), signature: signUpload(secret, target) });
  return { method: 'PUT', url: `/api/media/uploads/${target.mediaId}?${query}`, headers: { 'content-type': 'application/octet-stream' } };
}
