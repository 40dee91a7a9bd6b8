import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The report pages' tabs: the overview, and the course report (/analytics/courses). */
export function AnalyticsTabs() {
  const { t } = useTranslation();
  return (
    <nav className="analytics-tabs" aria-label={t('analyticsOverview.tabs.label')}>
      <NavLink to="/analytics" end className="analytics-tabs__tab">
        {t('analyticsOverview.tabs.overview')}
      </NavLink>
      <NavLink to="/analytics/courses" className="analytics-tabs__tab">
        {t('analyticsOverview.tabs.courses')}
      </NavLink>
    </nav>
  );
}
