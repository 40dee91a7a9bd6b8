import { z } from 'zod';
import {
  learnerPlaylistListResponseSchema,
  learnerPlaylistSchema,
  playlistCreateBodySchema,
  playlistListResponseSchema,
  playlistParamsSchema,
  playlistSchema,
  playlistUpdateBodySchema,
} from '../api/playlists.ts';
import { defineContract } from './define.ts';

const tags = ['playlists'];
const playlist = { 200: playlistSchema };
const stale = { 409: z.object({ message: z.string(), code: z.literal('conflict'), details: z.object({ current: playlistSchema }) }) };

/** Playlists (issue 16, `/paths/{playlistId}`): authors build them; learners take the published ones. */
export const playlistContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/playlists',
    permission: 'playlist.read',
    tags,
    summary: "The account's playlists, newest first",
    responses: { 200: playlistListResponseSchema },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/playlists',
    permission: 'playlist.manage',
    tags,
    summary: 'Create a Draft playlist (courses of another account answer 404)',
    body: playlistCreateBodySchema,
    responses: { 201: playlistSchema },
  }),
  read: defineContract({
    method: 'GET',
    path: '/api/playlists/:playlistId',
    permission: 'playlist.read',
    tags,
    summary: 'A playlist with its courses in order',
    params: playlistParamsSchema,
    responses: playlist,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/playlists/:playlistId',
    permission: 'playlist.manage',
    tags,
    summary: 'Change a playlist: a stale version answers 409 with the playlist as it is',
    params: playlistParamsSchema,
    body: playlistUpdateBodySchema,
    responses: { ...playlist, ...stale },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/playlists/:playlistId',
    permission: 'playlist.manage',
    tags,
    summary: 'Delete a playlist (its courses stay)',
    params: playlistParamsSchema,
    responses: {},
  }),
  publish: defineContract({
    method: 'POST',
    path: '/api/playlists/:playlistId/publish',
    permission: 'playlist.manage',
    tags,
    summary: 'Publish: learners it is open to see it. One without courses answers 409 empty_playlist',
    params: playlistParamsSchema,
    responses: playlist,
  }),
  unpublish: defineContract({
    method: 'POST',
    path: '/api/playlists/:playlistId/unpublish',
    permission: 'playlist.manage',
    tags,
    summary: 'Back to Draft: learners no longer see it',
    params: playlistParamsSchema,
    responses: playlist,
  }),
  learnerList: defineContract({
    method: 'GET',
    path: '/api/learner/playlists',
    permission: 'learning.play',
    tags: ['learner'],
    summary: 'The published playlists open to the learner, with their progress',
    responses: { 200: learnerPlaylistListResponseSchema },
  }),
  learnerRead: defineContract({
    method: 'GET',
    path: '/api/learner/playlists/:playlistId',
    permission: 'learning.play',
    tags: ['learner'],
    summary: 'A playlist as the learner takes it: its courses open to them in order, locked while a Sequential step waits',
    params: playlistParamsSchema,
    responses: { 200: learnerPlaylistSchema },
  }),
};
