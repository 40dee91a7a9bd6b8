export const playlistQueryKeys = {
  list: ['playlists'] as const,
  playlist: (playlistId: string) => ['playlists', playlistId] as const,
};
