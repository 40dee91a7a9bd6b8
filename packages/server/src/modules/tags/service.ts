import type { Tag } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { ensureTagsNamed, findTagsByIds, insertTagIfNew, listTags } from './repo.ts';
import { notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { Executor } from '../../db/client.ts';

export function createTagService({ db }: AppContext) {
  return {
    list(user: SignedInUser): Promise<Tag[]> {
      return listTags(db, user.accountId);
    },

    /** The tag of that name (case ignored), created when the account has none yet. */
    async create(user: SignedInUser, name: string): Promise<{ tag: Tag; created: boolean }> {
      const inserted = await insertTagIfNew(db, user.accountId, name);
      if (inserted) return { tag: inserted, created: true };
      const [existing] = await ensureTagsNamed(db, user.accountId, [name]);
      return { tag: existing!, created: false };
    },
  };
}

/**
 * The tags a course is given: the listed ids (each a tag of the account, else 404) plus the named ones,
 * created on the fly. In the order given, without duplicates.
 */
export async function resolveCourseTags(
  db: Executor,
  accountId: string,
  tagIds: readonly string[],
  newTagNames: readonly string[] = [],
): Promise<Tag[]> {
  const unknown = tagIds.find((id) => !isRowId(id));
  if (unknown !== undefined) throw notFound(`Tag ${unknown} not found`);
  const found = await findTagsByIds(db, accountId, tagIds);
  const byId = new Map(found.map((tag) => [tag.id, tag]));
  const missing = tagIds.find((id) => !byId.has(id));
  if (missing !== undefined) throw notFound(`Tag ${missing} not found`);
  const named = await ensureTagsNamed(db, accountId, newTagNames);
  const byName = new Map(named.map((tag) => [tag.name.toLowerCase(), tag]));
  const ordered = [...tagIds.map((id) => byId.get(id)!), ...newTagNames.map((name) => byName.get(name.toLowerCase())!)];
  return ordered.filter((tag, index) => ordered.findIndex((other) => other.id === tag.id) === index);
}
