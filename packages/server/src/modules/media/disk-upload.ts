import { Transform, type Readable } from 'node:stream';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { originalKey } from './media-keys.ts';
import { formBoundary, oneFilePartOnly } from './one-file.ts';
import { findPendingMediaById } from './repo.ts';
import { uploadRefused } from './upload-refusal.ts';
import { verifyUploadSignature } from './upload-signature.ts';

// The disk back end's signed upload URL (PUT /api/media/uploads/{id}?expires=…&signature=…): the request
// body is the file, streamed to storage as it arrives and stopped the moment it passes the size the
// upload was signed for. No session: the signature is the authority, as a presigned S3 URL's is.

export interface UploadLinkQuery {
  expires?: number | undefined;
  signature?: string | undefined;
}

const invalidUploadLink = () =>
  new HttpError(403, 'upload_link_invalid', 'This upload link is not valid or has expired. Please try again.');

/** Counts the bytes going through and fails once they pass `limit`. */
function byteLimit(limit: number): Transform & { bytes(): number } {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) return callback(uploadRefused('tooLarge', 413));
      callback(null, chunk);
    },
  });
  return Object.assign(counter, { bytes: () => seen });
}

export async function receiveDiskUpload(
  { db, storage, clock, config }: AppContext,
  mediaId: string,
  query: UploadLinkQuery,
  body: Readable,
  contentLength: number | undefined,
  contentType: string | undefined,
): Promise<{ size: number }> {
  // A store browsers upload to directly has no upload URL here.
  if (storage.presignedPost || !isRowId(mediaId)) throw notFound('Media not found');
  const row = await findPendingMediaById(db, mediaId);
  if (!row) throw notFound('Media not found');
  if (query.expires === undefined || query.signature === undefined) throw invalidUploadLink();
  const signed = { mediaId: row.id, accountId: row.accountId, declaredSize: row.declaredSize, expires: query.expires };
  if (!verifyUploadSignature(config.sessionSecret, signed, query.signature, clock())) throw invalidUploadLink();
  if (contentLength !== undefined && contentLength > row.declaredSize) throw uploadRefused('tooLarge', 413);
  const limited = byteLimit(row.declaredSize);
  // The bytes start flowing before storage takes the stream: a refusal in between is kept by the stream
  // (storage.put's pipeline rejects with it), not thrown as an error nobody listens to.
  limited.on('error', () => {});
  // A failure of the request stream (the browser gave up) must end the pipe too.
  body.once('error', (error) => limited.destroy(error));
  // The link takes one file: a form of several is refused at its second file part.
  const boundary = formBoundary(contentType);
  const counted = boundary === undefined ? body : body.pipe(oneFilePartOnly(boundary)).on('error', (error) => limited.destroy(error));
  await storage.put(originalKey(row), counted.pipe(limited), { contentType: 'application/octet-stream', size: row.declaredSize });
  return { size: limited.bytes() };
}
