import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../ui/layout/Page.tsx';

/** Where a 403 from the API leads (spec templates §8 handles 403 Forbidden). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.forbidden.title')} eyebrow="403" width="narrow">
      <div className="card">
        <p className="page__text">{t('forbidden.message')}</p>
        <p>
          <Link to="/">{t('forbidden.backHome')}</Link>
        </p>
      </div>
    </Page>
  );
}
