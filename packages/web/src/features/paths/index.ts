export { PlaylistPage } from './PlaylistPage.tsx';
