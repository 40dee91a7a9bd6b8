import type { MediaItem } from '@slidewise/core';

export const mediaId = '0b9f6a52-7d4e-4c1e-9a51-3f0e1d2c3b4a';

/** A media library item as the API answers it. */
export function mediaItem(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id: mediaId,
    contentType: 'image',
    name: 'beach.png',
    mimeType: 'image/png',
    size: 1000,
    sha256: 'ab'.repeat(32),
    width: 640,
    height: 480,
    durationMs: null,
    url: `/api/media/${mediaId}/file`,
    uploadedBy: { id: 'user-1', name: 'Ana Rivera' },
    createdAt: '2026-11-26T10:00:00.000Z',
    usedBy: [],
    ...overrides,
  };
}
