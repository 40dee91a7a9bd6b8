import { randomUUID } from 'node:crypto';
import type { ContentPackage, PackageImportBody } from '@slidewise/core';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contentPackages, media } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { unpackPackage } from '../../content-packages/unpack-package.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { originalKey } from '../media/media-keys.ts';
import { packageAddress, packagePrefix } from './package-keys.ts';

const packageContentTypes: readonly string[] = ['scorm', 'aicc'];

/** Imports an uploaded zip as a package: checked, unpacked under the account's own prefix, and recorded. */
export function createPackageImport({ db, storage }: Pick<AppContext, 'db' | 'storage'>) {
  return async (user: SignedInUser, body: PackageImportBody): Promise<ContentPackage> => {
    const [upload] = isRowId(body.mediaId)
      ? await db
          .select({ id: media.id, accountId: media.accountId, contentType: media.contentType, status: media.status })
          .from(media)
          .where(and(eq(media.id, body.mediaId), eq(media.accountId, user.accountId)))
      : [];
    // Another account's upload, like one that does not exist, is not there (404); an unfinished one neither.
    if (upload?.status !== 'ready') throw notFound('Upload not found');
    if (!packageContentTypes.includes(upload.contentType))
      throw new HttpError(400, 'validation_failed', 'This upload is not a SCORM or AICC package.', { path: ['mediaId'] });
    const zipKey = originalKey(upload);
    const id = randomUUID();
    const prefix = packagePrefix(user.accountId, id);
    const unpacked = await unpackPackage({ storage, zipKey, prefix, kind: body.kind });
    try {
      const [row] = await db
        .insert(contentPackages)
        .values({
          id,
          accountId: user.accountId,
          mediaId: body.mediaId,
          kind: body.kind,
          standard: unpacked.standard,
          title: unpacked.title.slice(0, 500),
          launch: unpacked.launch,
          masteryScore: unpacked.masteryScore,
          launchData: unpacked.launchData.slice(0, 4096),
          fileCount: unpacked.fileCount,
          unpackedBytes: unpacked.unpackedBytes,
          createdBy: user.id,
        })
        .returning();
      return {
        id: row!.id,
        mediaId: row!.mediaId ?? body.mediaId,
        kind: row!.kind,
        standard: row!.standard,
        title: row!.title,
        launch: row!.launch,
        masteryScore: row!.masteryScore,
        fileCount: row!.fileCount,
        unpackedBytes: row!.unpackedBytes,
        address: packageAddress(user.accountId, id, row!.launch),
        createdAt: row!.createdAt.toISOString(),
      };
    } catch (error) {
      // Unpacked files without their row would be served but never listed or removed.
      await storage.deletePrefix(prefix);
      throw error;
    }
  };
}
