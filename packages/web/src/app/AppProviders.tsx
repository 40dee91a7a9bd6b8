import type { ThemeName } from '@slidewise/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { OnlineStatusProvider } from '../ui/online/OnlineStatusProvider.tsx';
import { ThemeProvider } from '../ui/themes/ThemeProvider.tsx';
import { ToastProvider } from '../ui/toasts/ToastProvider.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';

interface AppProvidersProps {
  i18n: i18n;
  queryClient: QueryClient;
  initialTheme?: ThemeName;
  children: ReactNode;
}

/** Everything a page may ask for, outermost first; the router goes inside. */
export function AppProviders({ i18n, queryClient, initialTheme, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <Suspense fallback={null}>
          <QueryClientProvider client={queryClient}>
            <ThemeProvider {...(initialTheme ? { initialTheme } : {})}>
              <OnlineStatusProvider>
                <ToastProvider>{children}</ToastProvider>
              </OnlineStatusProvider>
            </ThemeProvider>
          </QueryClientProvider>
        </Suspense>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
