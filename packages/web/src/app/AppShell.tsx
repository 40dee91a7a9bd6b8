import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { OfflineBanner } from '../ui/online/OfflineBanner.tsx';
import { ApiFailureHandler } from './ApiFailureHandler.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { FocusOnNavigation } from './FocusOnNavigation.tsx';
import { LanguageSync } from './LanguageSync.tsx';
import { routeHandle } from './route-handle.ts';
import { ThemeSync } from './ThemeSync.tsx';
import { TopBar } from './TopBar.tsx';
import './app-shell.css';

/** Every page: the top bar (unless the page fills the screen), the offline banner, then the page itself. */
export function AppShell() {
  const { t } = useTranslation();
  const fullScreen = useMatches().some((match) => routeHandle(match)?.fullScreen === true);
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
      {fullScreen ? null : <TopBar />}
      <OfflineBanner />
      <main id="main" className="app-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
