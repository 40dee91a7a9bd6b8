import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useMe } from '../../auth/index.ts';
import { isLearnerOnly } from './learner-roles.ts';
import './learn-link.css';

/** The top bar's way into the learner app for staff (learners are in it already: `/` leads there). */
export function LearnLink() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  if (!user || isLearnerOnly(user.userRoles)) return null;
  return (
    <NavLink to="/learn" className="top-bar__learn">
      {t('learner.nav.learn')}
    </NavLink>
  );
}
