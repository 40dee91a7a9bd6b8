import { HttpError, notFound } from '../../http-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { originalKey } from '../media/media-keys.ts';
import type { MediaRow } from '../media/repo.ts';

export const fileNotFound = () => notFound('File not found. Upload it again.');

/** The uploaded file's bytes (at most 100 000 000, templates §9, checked when it was uploaded). */
export async function readUploadedFile(storage: ObjectStorage, media: Pick<MediaRow, 'accountId' | 'id' | 'size'>): Promise<Buffer> {
  const read = await storage.get(originalKey(media));
  if (!read) throw new HttpError(409, 'upload_missing', 'The file of this upload is missing; upload it again.');
  const chunks: Buffer[] = [];
  for await (const chunk of read.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
