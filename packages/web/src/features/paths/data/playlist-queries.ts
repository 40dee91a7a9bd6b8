import { useQuery } from '@tanstack/react-query';
import { getPlaylist, listPlaylists } from './playlist-api.ts';
import { playlistQueryKeys } from './playlist-query-keys.ts';

export const usePlaylists = () => useQuery({ queryKey: playlistQueryKeys.list, queryFn: listPlaylists });

export const usePlaylist = (playlistId: string) =>
  useQuery({ queryKey: playlistQueryKeys.playlist(playlistId), queryFn: () => getPlaylist(playlistId) });
