import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The learner app's own navigation: their courses and their profile, on every learner page. */
export function LearnerNav() {
  const { t } = useTranslation();
  return (
    <nav className="learner-nav" aria-label={t('learner.nav.label')}>
      <NavLink to="/learn" end className="learner-nav__link">
        {t('learner.nav.courses')}
      </NavLink>
      <NavLink to="/learn/leaderboards" className="learner-nav__link">
        {t('leaderboards.learner.nav')}
      </NavLink>
      <NavLink to="/learn/profile" className="learner-nav__link">
        {t('learner.nav.profile')}
      </NavLink>
    </nav>
  );
}
