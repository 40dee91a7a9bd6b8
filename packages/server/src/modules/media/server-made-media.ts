import { maximumUploadBytes, mediaFileUrl, type UploadContentType } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { mediaFolderKey, originalKey } from './media-keys.ts';
import { deleteMediaRow, insertPendingMedia, markMediaReady } from './repo.ts';
import { checkUploadedFile, UploadCheckFailed } from './upload-completion.ts';

// A file the server makes or takes out of another (a picture from a converted presentation) is kept as
// an upload is: a media row of the user's account, its bytes in storage, and the same checks before it is
// ready (type by content, images re-encoded without metadata). So it shows in the media library, is
// served by the same route and is found where used.

export interface ServerMadeFile {
  contentType: UploadContentType;
  name: string;
  data: Uint8Array;
  mimeType: string;
}

/** The address a media field stores for the kept file (/api/media/{id}/file), or undefined when the checks refuse it. */
export async function keepServerMadeFile(context: AppContext, user: SignedInUser, file: ServerMadeFile): Promise<string | undefined> {
  const { db, storage, clock, config } = context;
  const maximum = Math.min(
    maximumUploadBytes(file.contentType, { reducedVideoSize: config.reducedVideoUploadSize }),
    config.maxUploadBytes,
  );
  if (file.data.length === 0 || file.data.length > maximum) return undefined;
  const row = await insertPendingMedia(db, {
    accountId: user.accountId,
    contentType: file.contentType,
    name: file.name,
    declaredSize: file.data.length,
    uploadedBy: user.id,
    createdAt: clock(),
  });
  await storage.put(originalKey(row), file.data, { contentType: file.mimeType, size: file.data.length });
  try {
    const checked = await checkUploadedFile(storage, row, {
      reducedVideoSize: config.reducedVideoUploadSize,
      maxUploadBytes: config.maxUploadBytes,
    });
    await markMediaReady(db, row.id, checked, clock());
    return mediaFileUrl(row.id);
  } catch (error) {
    if (!(error instanceof UploadCheckFailed)) throw error;
    await storage.deletePrefix(mediaFolderKey(row));
    await deleteMediaRow(db, user.accountId, row.id);
    return undefined;
  }
}
