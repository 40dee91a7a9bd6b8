import { NotBuiltYetPage } from '../../ui/layout/NotBuiltYetPage.tsx';

// Placeholder until this feature is built; the route table already points here.
export function AssessmentPage() {
  return <NotBuiltYetPage page="assessment" />;
}
