import { NotBuiltYetPage } from '../../ui/layout/NotBuiltYetPage.tsx';

// Placeholder until this feature is built; the route table already points here.
export function PeerAuthoringPage() {
  return <NotBuiltYetPage page="peerAuthoring" />;
}
