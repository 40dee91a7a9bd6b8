// Playlists as learners take them (issue 16): their home's playlists and /learn/paths/:playlistId.
export { LearnerPlaylistPage } from './LearnerPlaylistPage.tsx';
export { LearnerPlaylistSection } from './LearnerPlaylistSection.tsx';
