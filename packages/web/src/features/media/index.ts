// The media library (/media, issue 13): the account's uploads, where each is used, and deleting them.
export { MediaLibraryPage } from './MediaLibraryPage.tsx';
