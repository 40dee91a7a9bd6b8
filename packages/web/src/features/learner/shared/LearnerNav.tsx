import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAccountSwitch } from '../../account/index.ts';

/** The learner app's own navigation: their courses and their profile, on every learner page. */
export function LearnerNav() {
  const { t } = useTranslation();
  // No leaderboards anywhere while the account has them switched off (leaderboardEnabled).
  const leaderboards = useAccountSwitch('leaderboardEnabled') === true;
  return (
    <nav className="learner-nav" aria-label={t('learner.nav.label')}>
      <NavLink to="/learn" end className="learner-nav__link">
        {t('learner.nav.courses')}
      </NavLink>
      {leaderboards ? (
        <NavLink to="/learn/leaderboards" className="learner-nav__link">
          {t('leaderboards.learner.nav')}
        </NavLink>
      ) : null}
      <NavLink to="/learn/profile" className="learner-nav__link">
        {t('learner.nav.profile')}
      </NavLink>
    </nav>
  );
}
