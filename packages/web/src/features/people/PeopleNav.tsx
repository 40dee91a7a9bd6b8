import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The people screens' own links: the list, user groups, invitations and the file import. */
export function PeopleNav() {
  const { t } = useTranslation();
  const links = [
    ['/users', t('people.nav.people')],
    ['/user-groups', t('people.nav.groups')],
    ['/invitations', t('people.nav.invitations')],
    ['/users/import', t('people.nav.import')],
  ] as const;
  return (
    <nav className="people-nav" aria-label={t('people.nav.label')}>
      {links.map(([to, label]) => (
        <NavLink key={to} to={to} end className="people-nav__link">
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
