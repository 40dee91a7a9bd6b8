import { canModerate } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useMe } from '../../auth/index.ts';

/** The top bar's way to /moderation, for the roles the summaries calls answer. Imported by its file: the shell loads it. */
export function ModerationLink() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  if (!user || !canModerate(user.userRoles)) return null;
  return (
    <NavLink to="/moderation" className="top-bar__moderation">
      {t('moderation.nav')}
    </NavLink>
  );
}
