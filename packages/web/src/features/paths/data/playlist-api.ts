import { playlistContracts, type PlaylistCreateBody, type PlaylistUpdateBody } from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

export const listPlaylists = () => callContract(playlistContracts.list, {});
export const getPlaylist = (playlistId: string) =>
  callContract(playlistContracts.read, { params: { playlistId } }, { handledStatuses: [404] });
export const createPlaylist = (body: PlaylistCreateBody) => callContract(playlistContracts.create, { body });
/** A stale version answers 409 with the playlist as it is; the editor offers to reload. */
export const updatePlaylist = (playlistId: string, body: PlaylistUpdateBody) =>
  callContract(playlistContracts.update, { params: { playlistId }, body }, { handledStatuses: [409] });
export const publishPlaylist = (playlistId: string) =>
  callContract(playlistContracts.publish, { params: { playlistId } }, { handledStatuses: [409] });
export const unpublishPlaylist = (playlistId: string) => callContract(playlistContracts.unpublish, { params: { playlistId } });
export const deletePlaylist = (playlistId: string) => callContract(playlistContracts.remove, { params: { playlistId } });
