import { randomUUID } from 'node:crypto';
import type { ContentPackage, PackageImportBody } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contentPackages } from '../../db/schema.ts';
import { notFound } from '../../http-error.ts';
import { unpackPackage } from '../../content-packages/unpack-package.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { packageAddress, packagePrefix, uploadedOriginalKey } from './package-keys.ts';

/** Imports an uploaded zip as a package: checked, unpacked under the account's own prefix, and recorded. */
export function createPackageImport({ db, storage }: Pick<AppContext, 'db' | 'storage'>) {
  return async (user: SignedInUser, body: PackageImportBody): Promise<ContentPackage> => {
    const zipKey = uploadedOriginalKey(user.accountId, body.mediaId);
    // The key holds the caller's account: another account's upload is simply not there (404).
    if (!(await storage.head(zipKey))) throw notFound('Upload not found');
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
        mediaId: row!.mediaId,
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
