import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tags } from '../../db/schema.ts';

const tagColumns = { id: tags.id, name: tags.name };

export async function listTags(db: Executor, accountId: string) {
  return db
    .select(tagColumns)
    .from(tags)
    .where(eq(tags.accountId, accountId))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
}

export async function findTagsByIds(db: Executor, accountId: string, tagIds: readonly string[]) {
  if (tagIds.length === 0) return [];
  return db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.accountId, accountId), inArray(tags.id, [...tagIds])));
}

/** The account's tags of these names (case ignored), creating the missing ones; concurrent creators end with the same rows. */
export async function ensureTagsNamed(db: Executor, accountId: string, names: readonly string[]) {
  if (names.length === 0) return [];
  await db
    .insert(tags)
    .values(names.map((name) => ({ accountId, name })))
    .onConflictDoNothing();
  const lowered = names.map((name) => name.toLowerCase());
  return db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.accountId, accountId), inArray(sql`lower(${tags.name})`, lowered)));
}

/** Inserts the tag unless the account has one of that name (case ignored); undefined when it had. */
export async function insertTagIfNew(db: Executor, accountId: string, name: string) {
  const [row] = await db.insert(tags).values({ accountId, name }).onConflictDoNothing().returning(tagColumns);
  return row;
}
