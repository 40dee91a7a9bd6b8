import { createHmac, timingSafeEqual } from 'node:crypto';

// The disk back end's upload URL is signed the way a presigned S3 URL is: whoever holds it may send one
// file for one media item until it expires, with no session. The signature covers the media item, its
// account and the size it was signed for, so a URL cannot be replayed for another item or a larger file.

export interface SignedUpload {
  mediaId: string;
  accountId: string;
  declaredSize: number;
  /** Seconds since the epoch. */
  expires: number;
}

/** A key of its own derived from the server secret, so an upload signature is never also a valid cookie signature. */
const signingKey = (secret: string) => createHmac('sha256', secret).update('slidewise media upload v1').digest();

export function signUpload(secret: string, upload: SignedUpload): string {
  return createHmac('sha256', signingKey(secret))
    .update(`${upload.mediaId}\n${upload.accountId}\n${upload.declaredSize}\n${upload.expires}`)
    .digest('base64url');
}

/** Whether the signature is the one signUpload made for these facts and has not expired at `now`. */
export function verifyUploadSignature(secret: string, upload: SignedUpload, signature: string, now: Date): boolean {
  if (upload.expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signUpload(secret, upload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
