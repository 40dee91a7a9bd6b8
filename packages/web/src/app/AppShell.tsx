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
import { PlanLockNotice } from '../features/account/PlanLockNotice.tsx';
import './app-shell.css';

/** Every page: the top bar (unless the page fills the screen), the offline banner, then the page itself. */
export function AppShell() {
  const { t } = useTranslation();
  const matches = useMatches();
  const fullScreen = matches.some((match) => routeHandle(match)?.fullScreen === true);
  // The authoring pages (those that lock the dark scheme) say when the plan leaves them read-only.
  const authoring = matches.some((match) => routeHandle(match)?.locksDarkScheme === true);
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
        {authoring ? (
          <div className="app-shell__notice">
            <PlanLockNotice />
          </div>
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}
