import { rolesAllow } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The user menu's way to /media, for the roles that may list the library. Imported by its file: the shell loads it. */
export function MediaLibraryLink({ roles, onFollow }: { roles: readonly string[]; onFollow?: () => void }) {
  const { t } = useTranslation();
  if (!rolesAllow('media.list', roles)) return null;
  return (
    <Link to="/media" className="user-menu__link" onClick={onFollow}>
      {t('mediaLibrary.nav')}
    </Link>
  );
}
