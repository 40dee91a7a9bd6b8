export { PeerAuthoringPage } from './PeerAuthoringPage.tsx';
