// Course collections (issue 16): the library's named groups of courses.
import type { CourseCollection, CourseCollectionListResponse } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { collectionRow, deleteCollection, insertCollection, listCollections, renameCollection } from './repo.ts';

const collectionNotFound = () => notFound('Course collection not found');
const duplicateTitle = () => conflict('duplicate_title', 'This account already has a collection of that title.');

const present = (row: { id: string; title: string; createdAt: Date }, courseIds: string[]): CourseCollection => ({
  id: row.id,
  title: row.title,
  courseIds,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A course's collectionId must name a collection of the course's account (null or absent means none);
 * another account's answers 404 like a missing one.
 */
export async function assertCollectionOfAccount(db: Executor, accountId: string, collectionId: string | null | undefined) {
  if (collectionId == null) return;
  if (!isRowId(collectionId) || !(await collectionRow(db, accountId, collectionId))) throw collectionNotFound();
}

export function createCourseCollectionService({ db, clock }: AppContext) {
  async function courseIdsOf(accountId: string, collectionId: string) {
    return (await listCollections(db, accountId)).find((collection) => collection.id === collectionId)?.courseIds ?? [];
  }

  return {
    async list(user: SignedInUser): Promise<CourseCollectionListResponse> {
      return { items: (await listCollections(db, user.accountId)).map((row) => present(row, row.courseIds)) };
    },

    async create(user: SignedInUser, title: string): Promise<CourseCollection> {
      const row = await insertCollection(db, user.accountId, title, clock());
      if (!row) throw duplicateTitle();
      return present(row, []);
    },

    async rename(user: SignedInUser, collectionId: string, title: string): Promise<CourseCollection> {
      if (!isRowId(collectionId)) throw collectionNotFound();
      try {
        const row = await renameCollection(db, user.accountId, collectionId, title, clock());
        if (!row) throw collectionNotFound();
        return present(row, await courseIdsOf(user.accountId, collectionId));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateTitle();
        throw error;
      }
    },

    async remove(user: SignedInUser, collectionId: string): Promise<void> {
      if (!isRowId(collectionId)) throw collectionNotFound();
      await db.transaction(async (tx) => {
        if (!(await collectionRow(tx, user.accountId, collectionId))) throw collectionNotFound();
        await deleteCollection(tx, user.accountId, collectionId, clock());
      });
    },
  };
}
