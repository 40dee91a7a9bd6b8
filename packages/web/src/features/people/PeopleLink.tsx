import { administrators, holdsAny } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useMe } from '../auth/index.ts';

/** The top bar's way to /users, for those who manage people. Imported by its file: the shell loads it. */
export function PeopleLink() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  if (!user || !holdsAny({ roles: user.userRoles }, administrators)) return null;
  return (
    <NavLink to="/users" className="top-bar__moderation">
      {t('people.nav.link')}
    </NavLink>
  );
}
