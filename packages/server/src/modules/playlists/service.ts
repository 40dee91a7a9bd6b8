// Playlists as their authors build them (issue 16): create, change with a version, publish, unpublish, delete.
import { and, eq } from 'drizzle-orm';
import type { Playlist, PlaylistCreateBody, PlaylistListResponse, PlaylistUpdateBody } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { playlists } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { existingUserGroupIds } from '../user-groups/repo.ts';
import { presentPlaylist } from './presenter.ts';
import {
  existingCourseIds,
  listPlaylistRows,
  playlistParts,
  playlistRow,
  replacePlaylistCourses,
  replacePlaylistUserGroups,
} from './repo.ts';

const playlistNotFound = () => notFound('Playlist not found');

export function createPlaylistService({ db, clock }: AppContext) {
  async function found(executor: Executor, user: SignedInUser, playlistId: string) {
    if (!isRowId(playlistId)) throw playlistNotFound();
    const row = await playlistRow(executor, user.accountId, playlistId);
    if (!row) throw playlistNotFound();
    return row;
  }

  /** Every id must name something of the account: one of another account answers 404 like a missing one. */
  async function checkCourses(executor: Executor, user: SignedInUser, courseIds: readonly string[]) {
    const existing = await existingCourseIds(executor, user.accountId, courseIds.filter(isRowId));
    const missing = courseIds.find((id) => !existing.has(id));
    if (missing !== undefined) throw notFound(`Course ${missing} not found`);
  }

  async function checkGroups(executor: Executor, user: SignedInUser, groupIds: readonly string[]) {
    const existing = await existingUserGroupIds(executor, user.accountId, groupIds.filter(isRowId));
    const missing = groupIds.find((id) => !existing.has(id));
    if (missing !== undefined) throw notFound(`User group ${missing} not found`);
  }

  async function read(executor: Executor, user: SignedInUser, playlistId: string): Promise<Playlist> {
    return presentPlaylist(await playlistParts(executor, await found(executor, user, playlistId)));
  }

  async function setStatus(user: SignedInUser, playlistId: string, status: 'Draft' | 'Published'): Promise<Playlist> {
    return db.transaction(async (tx) => {
      const row = await found(tx, user, playlistId);
      const parts = await playlistParts(tx, row);
      if (status === 'Published' && parts.courses.length === 0)
        throw conflict('empty_playlist', 'Add at least one course before publishing this playlist.');
      if (row.status !== status)
        await tx
          .update(playlists)
          .set({ status, version: row.version + 1, modifiedAt: clock() })
          .where(eq(playlists.id, row.id));
      return read(tx, user, playlistId);
    });
  }

  return {
    async list(user: SignedInUser): Promise<PlaylistListResponse> {
      const rows = await listPlaylistRows(db, user.accountId);
      return { items: rows.map((row) => ({ ...row, modifiedAt: row.modifiedAt.toISOString() })) };
    },

    read: (user: SignedInUser, playlistId: string) => read(db, user, playlistId),

    async create(user: SignedInUser, body: PlaylistCreateBody): Promise<Playlist> {
      return db.transaction(async (tx) => {
        const courseIds = body.courseIds ?? [];
        await checkCourses(tx, user, courseIds);
        const now = clock();
        const [row] = await tx
          .insert(playlists)
          .values({
            accountId: user.accountId,
            title: body.title,
            description: body.description ?? '',
            image: body.image ?? '',
            playlistType: body.playlistType ?? 'Free',
            createdAt: now,
            modifiedAt: now,
          })
          .returning();
        await replacePlaylistCourses(tx, user.accountId, row!.id, courseIds);
        return read(tx, user, row!.id);
      });
    },

    async update(user: SignedInUser, playlistId: string, body: PlaylistUpdateBody): Promise<Playlist> {
      return db.transaction(async (tx) => {
        const row = await found(tx, user, playlistId);
        if (row.version !== body.version)
          throw conflict('conflict', 'This playlist was changed since you opened it.', { current: await read(tx, user, playlistId) });
        if (body.courseIds) await checkCourses(tx, user, body.courseIds);
        if (body.userGroups) await checkGroups(tx, user, body.userGroups);
        const { version: _version, courseIds, userGroups, ...fields } = body;
        const written = await tx
          .update(playlists)
          .set({ ...fields, version: row.version + 1, modifiedAt: clock() })
          .where(and(eq(playlists.id, row.id), eq(playlists.version, row.version)))
          .returning({ id: playlists.id });
        if (written.length === 0)
          throw conflict('conflict', 'This playlist was changed since you opened it.', { current: await read(tx, user, playlistId) });
        if (courseIds) await replacePlaylistCourses(tx, user.accountId, row.id, courseIds);
        if (userGroups) await replacePlaylistUserGroups(tx, user.accountId, row.id, userGroups);
        return read(tx, user, playlistId);
      });
    },

    async remove(user: SignedInUser, playlistId: string): Promise<void> {
      const row = await found(db, user, playlistId);
      await db.delete(playlists).where(eq(playlists.id, row.id));
    },

    publish: (user: SignedInUser, playlistId: string) => setStatus(user, playlistId, 'Published'),
    unpublish: (user: SignedInUser, playlistId: string) => setStatus(user, playlistId, 'Draft'),
  };
}
