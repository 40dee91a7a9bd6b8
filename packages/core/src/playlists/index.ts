// Playlists (issue 16): the Sequential unlock rule and progress across a playlist.
export * from './playlist-steps.ts';
