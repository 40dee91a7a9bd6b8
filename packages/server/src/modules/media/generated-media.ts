import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UploadContentType } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { originalKey } from './media-keys.ts';
import type { MediaRow } from './repo.ts';

export interface GeneratedFile {
  accountId: string;
  /** Who asked for it: shown as its uploader in the media library. */
  createdBy: string;
  contentType: UploadContentType;
  name: string;
  bytes: Uint8Array;
  mimeType: string;
  durationMs: number | null;
  now: Date;
}

/**
 * Keeps a file the server made itself (generated narration) as a ready media item, beside the account's
 * uploads: the same storage key, the same file address, the same library and clean-up. It skips the
 * upload checks, which guard against what a person sends; these bytes are our own.
 */
export async function storeGeneratedMedia(db: Executor, storage: ObjectStorage, file: GeneratedFile): Promise<MediaRow> {
  const [row] = await db
    .insert(media)
    .values({
      accountId: file.accountId,
      contentType: file.contentType,
      name: file.name,
      // Ready only once the bytes are stored: a failure before leaves a pending row the clean-up removes.
      status: 'pending',
      declaredSize: file.bytes.length,
      uploadedBy: file.createdBy,
      createdAt: file.now,
    })
    .returning();
  await storage.put(originalKey(row!), file.bytes, { contentType: file.mimeType, size: file.bytes.length });
  const [ready] = await db
    .update(media)
    .set({
      status: 'ready',
      size: file.bytes.length,
      mimeType: file.mimeType,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      durationMs: file.durationMs,
      completedAt: file.now,
    })
    .where(eq(media.id, row!.id))
    .returning();
  return ready!;
}
