import { ERROR_PAGE_ACTION, ERROR_PAGE_TEXT, ERROR_PAGE_TITLE } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/primitives/Button.tsx';
import '../ui/layout/page.css';

/**
 * spec §2 and §8: the fallback page after a crash: title Error, 'Something went wrong!', and
 * 'Try again', which reloads the page by default. The core texts stand in if translations are missing.
 */
export function ErrorPage({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow" role="alert" aria-labelledby="error-title">
      <div className="card">
        <h1 className="page__title" id="error-title">
          {t('errorPage.title', { defaultValue: ERROR_PAGE_TITLE })}
        </h1>
        <p className="page__text">{t('errorPage.text', { defaultValue: ERROR_PAGE_TEXT })}</p>
        <div>
          <Button onClick={onRetry}>{t('errorPage.action', { defaultValue: ERROR_PAGE_ACTION })}</Button>
        </div>
      </div>
    </section>
  );
}
