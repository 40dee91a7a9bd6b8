import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../ui/layout/Page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.notFound.title')} eyebrow="404" width="narrow">
      <div className="card">
        <p className="page__text">{t('notFound.message')}</p>
        <p>
          <Link to="/">{t('notFound.backHome')}</Link>
        </p>
      </div>
    </Page>
  );
}
