import { playlistContracts } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/index.ts';

// Under 'learner', so finishing a lesson (which invalidates every learner key) refreshes a playlist's
// locks and progress too.
export const learnerPlaylistQueryKeys = {
  list: ['learner', 'playlists'] as const,
  playlist: (playlistId: string) => ['learner', 'playlists', playlistId] as const,
};

export const useLearnerPlaylists = () =>
  useQuery({ queryKey: learnerPlaylistQueryKeys.list, queryFn: () => callContract(playlistContracts.learnerList, {}) });

export const useLearnerPlaylist = (playlistId: string) =>
  useQuery({
    queryKey: learnerPlaylistQueryKeys.playlist(playlistId),
    // A playlist no longer open to the learner is the page's to explain, not a failure to report.
    queryFn: () => callContract(playlistContracts.learnerRead, { params: { playlistId } }, { handledStatuses: [404] }),
  });
