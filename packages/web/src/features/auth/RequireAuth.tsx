import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { useMe } from './data/auth-queries.ts';
import { returnStateFor } from './return-path.ts';

/** The protected routes: signed-out visitors go to /sign-in and come back here afterwards. */
export function RequireAuth() {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();

  if (me.isPending) {
    return (
      <div className="page page--wide">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (me.isError) throw me.error; // the route's error page offers to try again
  if (me.data === null) return <Navigate to="/sign-in" replace state={returnStateFor(location)} />;
  return <Outlet />;
}
