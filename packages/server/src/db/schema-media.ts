// Uploaded media (issue 13): one row per file an account keeps, from the moment its upload is signed.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { accounts, users } from './schema.ts';

/**
 * `pending` from getSignedUploadParams until the upload completes and its bytes pass the checks, then
 * `ready`. Pending rows are what an abandoned upload leaves: the cleanup job removes them after a day,
 * with whatever bytes reached storage. The file lives at `media/{account_id}/{id}/…` in object storage.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<'pending' | 'ready'>().notNull(),
    /** The size the upload was signed for: the upload may not exceed it. */
    declaredSize: bigint('declared_size', { mode: 'number' }).notNull(),
    /** The stored file's size, type (read from its bytes) and SHA-256, once ready. */
    size: bigint('size', { mode: 'number' }),
    mimeType: text('mime_type'),
    sha256: text('sha256'),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // The library lists an account's ready files newest first.
    index('media_account_created_index').on(table.accountId, table.createdAt.desc(), table.id.desc()),
    // The cleanup job finds abandoned uploads by age.
    index('media_pending_created_index').on(table.createdAt).where(sql`${table.status} = 'pending'`),
  ],
);
