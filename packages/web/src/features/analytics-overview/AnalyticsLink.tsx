import { rolesAllow } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useMe } from '../auth/index.ts';

/** The top bar's way to /analytics, for those who may read the reports. Imported by its file: the shell loads it. */
export function AnalyticsLink() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  if (!user || !rolesAllow('analytics.readReports', user.userRoles)) return null;
  return (
    <NavLink to="/analytics" className="top-bar__moderation">
      {t('analyticsOverview.nav.link')}
    </NavLink>
  );
}
