import type { Readable } from 'node:stream';
import {
  checkUploadCandidate,
  isUploadContentType,
  maximumUploadBytes,
  mayUploadContentType,
  type ImageVariant,
  type MediaItem,
  type MediaListQuery,
  type MediaListResponse,
  type SignedUploadParamsBody,
  type SignedUploadParamsResponse,
} from '@slidewise/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { conflict, forbidden, HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { sendOriginal, sendStoredVariant, sendVariant } from './file-serving.ts';
import { mediaFolderKey, originalKey } from './media-keys.ts';
import { describeMediaUses, findMediaUses } from './media-usage.ts';
import { decodeMediaCursor, encodeMediaCursor } from './list-cursor.ts';
import { presentMedia } from './presenter.ts';
import { deleteMediaRow, findMedia, findReadyMedia, insertPendingMedia, listReadyMedia, markMediaReady, type MediaRow } from './repo.ts';
import { heicNotReadable, unknownContentType, uploadRefused } from './upload-refusal.ts';
import { checkUploadedFile, UploadCheckFailed } from './upload-completion.ts';
import { receiveDiskUpload, type UploadLinkQuery } from './disk-upload.ts';
import { UPLOAD_SIGNATURE_TTL_SECONDS, uploadRequestFor } from './upload-targets.ts';
import { recordSizeRefusal } from './size-refusal-event.ts';

const mediaNotFound = () => notFound('Media not found');

export function createMediaService(context: AppContext) {
  const { db, storage, clock, config } = context;
  const sizeOptions = { reducedVideoSize: config.reducedVideoUploadSize };

  /** A ready item of the user's account, or 404 (another account's media is not found, not forbidden). */
  async function readyItem(user: SignedInUser, mediaId: string) {
    if (!isRowId(mediaId)) throw mediaNotFound();
    const row = await findReadyMedia(db, user.accountId, mediaId);
    if (!row) throw mediaNotFound();
    return row;
  }

  async function withUses(user: SignedInUser, mediaId: string): Promise<MediaItem> {
    const row = await readyItem(user, mediaId);
    const uses = await findMediaUses(db, user.accountId, [row.id]);
    return presentMedia(row, uses.get(row.id) ?? []);
  }

  /** Removes a refused upload whole: its bytes and its row. */
  async function discard(row: MediaRow) {
    await storage.deletePrefix(mediaFolderKey(row));
    await deleteMediaRow(db, row.accountId, row.id);
  }

  return {
    async getSignedUploadParams(user: SignedInUser, body: SignedUploadParamsBody): Promise<SignedUploadParamsResponse> {
      if (!isUploadContentType(body.contentType)) throw unknownContentType(body.contentType);
      const contentType = body.contentType;
      if (!mayUploadContentType(user, contentType)) throw forbidden('You may upload pictures and videos only.');
      const maximum = Math.min(maximumUploadBytes(contentType, sizeOptions), config.maxUploadBytes);
      const refusal = checkUploadCandidate(contentType, { fileName: body.fileName, size: body.size }, sizeOptions);
      if (refusal === 'tooLarge' || (!refusal && body.size > maximum)) {
        await recordSizeRefusal(db, clock, user, contentType, body.size, maximum);
        throw uploadRefused('tooLarge');
      }
      if (refusal) throw uploadRefused(refusal);
      const now = clock();
      const row = await insertPendingMedia(db, {
        accountId: user.accountId,
        contentType,
        name: body.fileName,
        declaredSize: body.size,
        uploadedBy: user.id,
        createdAt: now,
      });
      const expires = Math.floor(now.getTime() / 1000) + UPLOAD_SIGNATURE_TTL_SECONDS;
      const upload = await uploadRequestFor(storage, config.sessionSecret, {
        mediaId: row.id,
        accountId: row.accountId,
        declaredSize: row.declaredSize,
        storageKey: originalKey(row),
        expires,
      });
      return {
        mediaId: row.id,
        upload,
        expiresAt: new Date(expires * 1000).toISOString(),
        maxBytes: maximum,
      };
    },

    /** The disk back end's signed upload (disk-upload.ts). */
    receiveUpload: (
      mediaId: string,
      query: UploadLinkQuery,
      body: Readable,
      contentLength: number | undefined,
      contentType: string | undefined,
    ) => receiveDiskUpload(context, mediaId, query, body, contentLength, contentType),

    async complete(user: SignedInUser, mediaId: string): Promise<MediaItem> {
      if (!isRowId(mediaId)) throw mediaNotFound();
      const row = await findMedia(db, user.accountId, mediaId);
      // Only the person who started an upload completes it.
      if (!row || (row.status === 'pending' && row.uploadedBy !== user.id)) throw mediaNotFound();
      if (row.status === 'ready') return withUses(user, row.id);
      let checked: Awaited<ReturnType<typeof checkUploadedFile>>;
      try {
        checked = await checkUploadedFile(storage, row, { ...sizeOptions, maxUploadBytes: config.maxUploadBytes });
      } catch (error) {
        if (!(error instanceof UploadCheckFailed)) throw error;
        if (error.reason === 'notUploaded') throw new HttpError(409, 'upload_missing', 'The file has not been uploaded yet.');
        await discard(row);
        throw error.reason === 'heicNotReadable' ? heicNotReadable() : uploadRefused(error.reason);
      }
      await markMediaReady(db, row.id, checked, clock());
      return withUses(user, row.id);
    },

    async list(user: SignedInUser, query: MediaListQuery): Promise<MediaListResponse> {
      // A cursor names where the previous page ended; paging by number past it would skip or repeat files.
      if (query.cursor !== undefined && query.page !== 1)
        throw new HttpError(400, 'validation_failed', 'Give a cursor or a page number, not both.', { path: ['page'] });
      const after = query.cursor === undefined ? undefined : decodeMediaCursor(query.cursor);
      const { rows, totalCount, next } = await listReadyMedia(db, user.accountId, { ...query, after });
      const uses = await findMediaUses(
        db,
        user.accountId,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => presentMedia(row, uses.get(row.id) ?? [])),
        currentPage: query.page,
        totalCount,
        nextCursor: next ? encodeMediaCursor(next) : null,
      };
    },

    get: withUses,

    async sendFile(request: FastifyRequest, reply: FastifyReply, user: SignedInUser, mediaId: string, variant: ImageVariant | undefined) {
      if (variant !== undefined && isRowId(mediaId)) {
        const location = { accountId: user.accountId, id: mediaId.toLowerCase() };
        if (await sendStoredVariant(request, reply, storage, location, variant)) return reply;
      }
      const row = await readyItem(user, mediaId);
      return variant === undefined ? sendOriginal(request, reply, storage, row) : sendVariant(request, reply, storage, row, variant);
    },

    async delete(user: SignedInUser, mediaId: string): Promise<void> {
      const row = await readyItem(user, mediaId);
      const usedBy = (await findMediaUses(db, user.accountId, [row.id])).get(row.id) ?? [];
      if (usedBy.length > 0) throw conflict('media_in_use', describeMediaUses(usedBy), { usedBy });
      await deleteMediaRow(db, user.accountId, row.id);
      await storage.deletePrefix(mediaFolderKey(row));
    },
  };
}
