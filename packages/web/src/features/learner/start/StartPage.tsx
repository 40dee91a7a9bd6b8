import { Navigate } from 'react-router';
import { useMe } from '../../auth/index.ts';
import { HomePage } from '../../home/index.ts';
import { isLearnerOnly } from './learner-roles.ts';

/**
 * `/`: learners go to their courses (/learn); staff get the account's course list. The course list comes
 * in this page's chunk: a learner passing through downloads a few kilobytes once, and staff wait for no
 * second chunk.
 */
export function StartPage() {
  const { data: user } = useMe();
  // Signed out (the protected routes are about to show sign-in): nothing to decide.
  if (!user) return null;
  if (isLearnerOnly(user.userRoles)) return <Navigate to="/learn" replace />;
  return <HomePage />;
}
