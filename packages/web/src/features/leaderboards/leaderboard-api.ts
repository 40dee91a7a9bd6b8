import { leaderboardContracts, type LeaderboardCreateBody } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../api/index.ts';

export const leaderboardQueryKeys = {
  list: ['leaderboards'] as const,
  standings: (leaderboardId: string) => ['leaderboards', leaderboardId, 'standings'] as const,
  // Under 'learner': a finished lesson refreshes the learner's boards.
  learnerList: ['learner', 'leaderboards'] as const,
  learnerStandings: (leaderboardId: string) => ['learner', 'leaderboards', leaderboardId] as const,
};

export const useLeaderboards = () =>
  useQuery({ queryKey: leaderboardQueryKeys.list, queryFn: () => callContract(leaderboardContracts.list, {}) });

export const useStaffStandings = (leaderboardId: string) =>
  useQuery({
    queryKey: leaderboardQueryKeys.standings(leaderboardId),
    queryFn: () => callContract(leaderboardContracts.standings, { params: { leaderboardId } }),
  });

export const useLearnerLeaderboards = () =>
  useQuery({ queryKey: leaderboardQueryKeys.learnerList, queryFn: () => callContract(leaderboardContracts.learnerList, {}) });

export const useLearnerStandings = (leaderboardId: string) =>
  useQuery({
    queryKey: leaderboardQueryKeys.learnerStandings(leaderboardId),
    queryFn: () => callContract(leaderboardContracts.learnerStandings, { params: { leaderboardId } }, { handledStatuses: [404] }),
  });

export const createLeaderboard = (body: LeaderboardCreateBody) => callContract(leaderboardContracts.create, { body });
export const publishLeaderboard = (leaderboardId: string) =>
  callContract(leaderboardContracts.publish, { params: { leaderboardId } }, { handledStatuses: [409] });
export const endLeaderboard = (leaderboardId: string) => callContract(leaderboardContracts.end, { params: { leaderboardId } });
export const deleteLeaderboard = (leaderboardId: string) => callContract(leaderboardContracts.remove, { params: { leaderboardId } });
