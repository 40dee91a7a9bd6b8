import { z } from 'zod';
import {
  accountLeaderboardSchema,
  leaderboardCreateBodySchema,
  leaderboardListResponseSchema,
  leaderboardParamsSchema,
  leaderboardStandingsSchema,
  leaderboardUpdateBodySchema,
  learnerLeaderboardListResponseSchema,
} from '../api/leaderboards.ts';
import { defineContract } from './define.ts';

const tags = ['leaderboards'];
const board = { 200: accountLeaderboardSchema };
const stale = {
  409: z.object({ message: z.string(), code: z.string(), details: z.object({ current: accountLeaderboardSchema }).optional() }),
};

/** Account leaderboards (issue 16): individuals in a group, group against group, a course's learners. */
export const leaderboardContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/leaderboards',
    permission: 'leaderboard.read',
    tags,
    summary: "The account's leaderboards, newest first, and whether the account has leaderboards on",
    responses: { 200: leaderboardListResponseSchema },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/leaderboards',
    permission: 'leaderboard.manage',
    tags,
    summary: 'Create a Draft leaderboard',
    body: leaderboardCreateBodySchema,
    responses: { 201: accountLeaderboardSchema },
  }),
  read: defineContract({
    method: 'GET',
    path: '/api/leaderboards/:leaderboardId',
    permission: 'leaderboard.read',
    tags,
    summary: 'A leaderboard',
    params: leaderboardParamsSchema,
    responses: board,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/leaderboards/:leaderboardId',
    permission: 'leaderboard.manage',
    tags,
    summary: 'Change a Draft (409 not_draft once published); a stale version answers 409 conflict with the board as it is',
    params: leaderboardParamsSchema,
    body: leaderboardUpdateBodySchema,
    responses: { ...board, ...stale },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/leaderboards/:leaderboardId',
    permission: 'leaderboard.manage',
    tags,
    summary: 'Delete a leaderboard',
    params: leaderboardParamsSchema,
    responses: {},
  }),
  publish: defineContract({
    method: 'POST',
    path: '/api/leaderboards/:leaderboardId/publish',
    permission: 'leaderboard.manage',
    tags,
    summary: 'Publish a Draft: it needs its group, groups (two or more) or course by kind (409 incomplete_leaderboard)',
    params: leaderboardParamsSchema,
    responses: board,
  }),
  end: defineContract({
    method: 'POST',
    path: '/api/leaderboards/:leaderboardId/end',
    permission: 'leaderboard.manage',
    tags,
    summary: 'End a published board: its standings are frozen as they are now',
    params: leaderboardParamsSchema,
    responses: board,
  }),
  standings: defineContract({
    method: 'GET',
    path: '/api/leaderboards/:leaderboardId/standings',
    permission: 'leaderboard.read',
    tags,
    summary: "A board's standings as its learners see them (a Draft's as they would be)",
    params: leaderboardParamsSchema,
    responses: { 200: leaderboardStandingsSchema },
  }),
  learnerList: defineContract({
    method: 'GET',
    path: '/api/learner/leaderboards',
    permission: 'learning.play',
    tags: ['learner'],
    summary: 'The published and ended boards the learner takes part in (none when the account has leaderboards off)',
    responses: { 200: learnerLeaderboardListResponseSchema },
  }),
  learnerStandings: defineContract({
    method: 'GET',
    path: '/api/learner/leaderboards/:leaderboardId',
    permission: 'learning.play',
    tags: ['learner'],
    summary: "A board's standings: the podium, the first places and the learner's own",
    params: leaderboardParamsSchema,
    responses: { 200: leaderboardStandingsSchema },
  }),
};
