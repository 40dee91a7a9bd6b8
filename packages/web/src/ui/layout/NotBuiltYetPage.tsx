import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageKey } from '../../i18n/page-key.ts';
import { Page } from './Page.tsx';

/** What a route of the spec shows until its feature is built: its title and a plain notice. */
export function NotBuiltYetPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  return (
    <Page title={t(`pages.${page}.title`)}>
      <div className="card">
        <p className="page__text">{t('notBuiltYet.message')}</p>
        <p>
          <Link to="/">{t('notBuiltYet.backHome')}</Link>
        </p>
      </div>
    </Page>
  );
}
