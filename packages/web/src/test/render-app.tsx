import { defaultAccountInfo, defaultPlanInfo, defaultUserInfo, type ThemeName, type UserInfo } from '@slidewise/core';
import { QueryClient } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders.tsx';
import { appRoutes } from '../app/router.tsx';
import { startOnlineStatus } from '../ui/online/start-online-status.ts';
import { createTestI18n } from './with-i18n.tsx';

export const testUser: UserInfo = defaultUserInfo({
  userId: 'user-1',
  userEmail: 'ada@example.com',
  userFirstName: 'Ada',
  userLastName: 'Lovelace',
  userName: 'Ada Lovelace',
  userRoles: ['account-owner'],
});

/**
 * What the home page asks for besides the user, for `mockApi`. The account has on the switches that
 * default off but that the screens tested before issue 14 show (as the server's test accounts do).
 */
export const accountAndPlan = {
  'GET /api/account': {
    status: 200,
    body: defaultAccountInfo({
      name: 'Analytical Engines',
      leaderboardEnabled: true,
      offlineEnabled: true,
      starsEnabled: true,
      starBarEnabled: true,
      coursePrerequisitesEnabled: true,
    }),
  },
  'GET /api/plan': {
    status: 200,
    body: defaultPlanInfo({ currentPlan: { ...defaultPlanInfo().currentPlan, id: 'enterprise', displayName: 'Enterprise' } }),
  },
};

/** An account without courses, for `mockApi`. */
export const noCourses = { 'GET /api/courses': { status: 200, body: { items: [], totalCount: 0, currentPage: 1, pageSize: 2000 } } };

/** A signed-in session for `mockApi`: who am I, my account and its plan. */
export const signedIn = { 'GET /api/me': { status: 200, body: testUser }, ...accountAndPlan };

/** No session for `mockApi`. */
export const signedOut = { 'GET /api/me': { status: 401, body: { message: 'Not signed in', code: 'unauthenticated' } } };

interface RenderAppOptions {
  language?: string;
  /** Languages beyond en-US and es-ES, with their (partial) translations. */
  extraLanguages?: { languages: string[]; resources: Resource };
  initialTheme?: ThemeName;
}

/** The whole app (real route table, providers and locale files) at `path`, in memory. */
export async function renderApp(path: string, { language = 'en-US', initialTheme, extraLanguages }: RenderAppOptions = {}) {
  const i18n = await createTestI18n(language, extraLanguages);
  // No retries in tests: a failure should show at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  // As main.tsx starts: a test that says the browser is offline opens the app offline.
  startOnlineStatus();
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient} {...(initialTheme ? { initialTheme } : {})}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // Pages load lazily: wait for the first page's code, so a test's timeouts measure the page, not the import.
  await act(async () => {
    if (router.state.initialized) return;
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  });
  return { ...view, router, user, i18n, queryClient };
}
