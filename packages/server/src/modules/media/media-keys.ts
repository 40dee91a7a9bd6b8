import type { ImageVariant } from '@slidewise/core';
import type { VariantFormat } from './image-processing.ts';

// Where a media item's bytes live in object storage: one folder per item, so deleting it (or cleaning up
// an abandoned upload) removes the original and every cached variant with one prefix.

interface MediaLocation {
  accountId: string;
  id: string;
}

export const mediaFolderKey = (item: MediaLocation) => `media/${item.accountId}/${item.id}/`;

/** The uploaded file: written by the upload, replaced by its cleaned form when it is an image. */
export const originalKey = (item: MediaLocation) => `${mediaFolderKey(item)}original`;

export const variantKey = (item: MediaLocation, variant: ImageVariant, format: VariantFormat) =>
  `${mediaFolderKey(item)}variants/${variant}.${format}`;
