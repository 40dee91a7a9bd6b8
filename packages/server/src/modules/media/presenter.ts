import { mediaFileUrl, type MediaItem, type MediaUse, type UploadContentType } from '@slidewise/core';
import type { ReadyMediaRow } from './repo.ts';

/** What the API answers for a ready media item. */
export function presentMedia(row: ReadyMediaRow, usedBy: MediaUse[]): MediaItem {
  const uploaderName = [row.uploaderFirstName, row.uploaderLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    contentType: row.contentType as UploadContentType,
    name: row.name,
    mimeType: row.mimeType ?? 'application/octet-stream',
    size: row.size ?? 0,
    sha256: row.sha256 ?? '',
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    url: mediaFileUrl(row.id),
    uploadedBy: { id: row.uploadedBy, name: uploaderName },
    createdAt: row.createdAt.toISOString(),
    usedBy,
  };
}
