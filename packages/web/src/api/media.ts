import {
  mediaContracts,
  type MediaItem,
  type MediaListQuery,
  type MediaListResponse,
  type SignedUploadParamsResponse,
} from '@slidewise/core';
import { callContract } from './call-contract.ts';

// Issue 13: uploads and the media library. Callers show failures beside their field or list, so these
// calls are silent (no toast, no navigation).

export function getSignedUploadParams(body: { contentType: string; fileName: string; size: number }): Promise<SignedUploadParamsResponse> {
  return callContract(mediaContracts.getSignedUploadParams, { body }, { silent: true });
}

export function completeUpload(mediaId: string): Promise<MediaItem> {
  return callContract(mediaContracts.complete, { params: { mediaId } }, { silent: true });
}

export function listMedia(query: Partial<MediaListQuery>): Promise<MediaListResponse> {
  return callContract(mediaContracts.list, { query }, { silent: true });
}

export function deleteMedia(mediaId: string): Promise<void> {
  return callContract(mediaContracts.delete, { params: { mediaId } }, { silent: true, handledStatuses: [409] });
}
