// Playlists for the people who build them (issue 16): the list at /paths and the editor at /paths/:playlistId.
export { PlaylistPage } from './author/PlaylistPage.tsx';
export { PlaylistListPage } from './author/PlaylistListPage.tsx';
