import { and, count, desc, eq, getTableColumns, ilike, lt, sql, type SQL } from 'drizzle-orm';
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

/** Where a keyset page of the library resumes: after this file, in the list's order (newest first, then id). */
export interface MediaListPosition {
  /** The file's created time as the database holds it (to the microsecond, which a JS Date would round). */
  createdAt: string;
  id: string;
}

export async function listReadyMedia(
  db: Executor,
  accountId: string,
  query: {
    search?: string | undefined;
    contentType?: UploadContentType | undefined;
    page: number;
    pageSize: number;
    after?: MediaListPosition | undefined;
  },
): Promise<{ rows: ReadyMediaRow[]; totalCount: number; next: MediaListPosition | null }> {
  const conditions: SQL[] = [eq(media.accountId, accountId), eq(media.status, 'ready')];
  if (query.search) conditions.push(ilike(media.name, `%${escapeLike(query.search)}%`));
  if (query.contentType) conditions.push(eq(media.contentType, query.contentType));
  const where = and(...conditions);
  const resumed = query.after
    ? and(where, sql`(${media.createdAt}, ${media.id}) < (${query.after.createdAt}::timestamptz, ${query.after.id}::uuid)`)
    : where;
  const [found, [total]] = await Promise.all([
    db
      .select({ ...withUploader, position: sql<string>`to_char(${media.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
      .from(media)
      .leftJoin(users, eq(users.id, media.uploadedBy))
      .where(resumed)
      .orderBy(desc(media.createdAt), desc(media.id))
      // One more than the page says whether another follows.
      .limit(query.pageSize + 1)
      .offset(query.after ? 0 : (query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(media).where(where),
  ]);
  const rows = found.slice(0, query.pageSize);
  const last = rows.at(-1);
  return {
    rows: rows.map(({ position: _position, ...row }) => row),
    totalCount: total?.value ?? 0,
    next: found.length > query.pageSize && last ? { createdAt: last.position, id: last.id } : null,
  };
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
