import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../ui/online/OfflineBanner.tsx';
import { ApiFailureHandler } from './ApiFailureHandler.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { FocusOnNavigation } from './FocusOnNavigation.tsx';
import { LanguageSync } from './LanguageSync.tsx';
import { ThemeSync } from './ThemeSync.tsx';
import { TopBar } from './TopBar.tsx';
import './app-shell.css';

/** Every page: the top bar, the offline banner, then the page itself. */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <ThemeSync />
      <LanguageSync />
      <DocumentTitle />
      <FocusOnNavigation />
      <ApiFailureHandler />
      <TopBar />
      <OfflineBanner />
      <main id="main" className="app-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
