import { and, count, desc, eq, getTableColumns, ilike, lt, type SQL } from 'drizzle-orm';
import type { UploadContentType } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { media, users } from '../../db/schema.ts';

export type MediaRow = typeof media.$inferSelect;
export type ReadyMediaRow = MediaRow & { uploaderFirstName: string | null; uploaderLastName: string | null };

/** `%` and `_` typed by a person are letters to match, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const withUploader = { ...getTableColumns(media), uploaderFirstName: users.firstName, uploaderLastName: users.lastName };

export async function insertPendingMedia(
  db: Executor,
  row: { accountId: string; contentType: UploadContentType; name: string; declaredSize: number; uploadedBy: string; createdAt: Date },
): Promise<MediaRow> {
  const [inserted] = await db
    .insert(media)
    .values({ ...row, status: 'pending' })
    .returning();
  return inserted!;
}

/** One media row of the account, in any state. */
export async function findMedia(db: Executor, accountId: string, mediaId: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.accountId, accountId), eq(media.id, mediaId)));
  return row;
}

/** A pending row by id alone: the disk upload URL's signature names its account. */
export async function findPendingMediaById(db: Executor, mediaId: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.status, 'pending')));
  return row;
}

export async function findReadyMedia(db: Executor, accountId: string, mediaId: string): Promise<ReadyMediaRow | undefined> {
  const [row] = await db
    .select(withUploader)
    .from(media)
    .leftJoin(users, eq(users.id, media.uploadedBy))
    .where(and(eq(media.accountId, accountId), eq(media.id, mediaId), eq(media.status, 'ready')));
  return row;
}

export interface CheckedFile {
  size: number;
  mimeType: string;
  sha256: string;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

/** Marks a pending upload ready with what the checks found; undefined when it was not pending any more. */
export async function markMediaReady(db: Executor, mediaId: string, file: CheckedFile, completedAt: Date): Promise<MediaRow | undefined> {
  const [row] = await db
    .update(media)
    .set({ ...file, status: 'ready', completedAt })
    .where(and(eq(media.id, mediaId), eq(media.status, 'pending')))
    .returning();
  return row;
}

export async function listReadyMedia(
  db: Executor,
  accountId: string,
  query: { search?: string | undefined; contentType?: UploadContentType | undefined; page: number; pageSize: number },
): Promise<{ rows: ReadyMediaRow[]; totalCount: number }> {
  const conditions: SQL[] = [eq(media.accountId, accountId), eq(media.status, 'ready')];
  if (query.search) conditions.push(ilike(media.name, `%${escapeLike(query.search)}%`));
  if (query.contentType) conditions.push(eq(media.contentType, query.contentType));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(withUploader)
      .from(media)
      .leftJoin(users, eq(users.id, media.uploadedBy))
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(media).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

export async function deleteMediaRow(db: Executor, accountId: string, mediaId: string): Promise<void> {
  await db.delete(media).where(and(eq(media.accountId, accountId), eq(media.id, mediaId)));
}

/** Uploads signed before `cutoff` that never completed, oldest first. */
export async function findAbandonedUploads(db: Executor, cutoff: Date, limit: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.status, 'pending'), lt(media.createdAt, cutoff)))
    .orderBy(media.createdAt)
    .limit(limit);
}

/** Deletes a row only while it is still pending (an upload completing at that moment keeps it). */
export async function deletePendingMedia(db: Executor, mediaId: string): Promise<boolean> {
  const deleted = await db
    .delete(media)
    .where(and(eq(media.id, mediaId), eq(media.status, 'pending')))
    .returning({ id: media.id });
  return deleted.length > 0;
}
