import '@fontsource/noto-sans/300.css';
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/index.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { createAppRouter } from './app/router.tsx';
import { startSessionCheck } from './features/auth/index.ts';
import { createI18n } from './i18n/create-i18n.ts';
import { initialLanguage, LANGUAGE_URL_PARAMETER, readStoredLanguage } from './i18n/language-preference.ts';
import { startOnlineStatus } from './ui/online/start-online-status.ts';
import { installDesignTokens } from './ui/tokens/install-design-tokens.ts';
import './ui/base.css';

installDesignTokens(document);
startOnlineStatus();
// The session check and the first page's code start now, beside the translations, not after them: the
// router loads the matched route's lazy code as soon as it is created (issue 11, editor-open-200-ms).
const queryClient = createQueryClient();
startSessionCheck(queryClient);
const router = createAppRouter();

const requestedLanguage = new URLSearchParams(window.location.search).get(LANGUAGE_URL_PARAMETER);
const i18n = await createI18n({ language: initialLanguage(readStoredLanguage(), navigator.languages, requestedLanguage) });
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
