import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockNetworkDown } from '../../test/fetch-mock.ts';
import { renderApp, signedIn, signedOut, testUser } from '../../test/render-app.tsx';
import { deviceUserKey, lastKnownUser, rememberLastUser } from './data/device-user.ts';

const offlineMessage = 'Network error! Please make sure you are connected to an active network and try again';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the session check', () => {
  it('remembers the user the server confirms', async () => {
    mockApi(signedIn);
    await renderApp('/learn');
    await waitFor(() => expect(lastKnownUser()?.userId).toBe(testUser.userId));
  });

  it('carries on with the last known user when the network is down, showing the offline banner', async () => {
    rememberLastUser(testUser);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockNetworkDown();
    await renderApp('/learn');
    await waitFor(() => expect(document.querySelector('.offline-banner__message')?.textContent).toBe(offlineMessage));
    // Past the session check: the learner's page itself renders (and says what it cannot load).
    expect(await screen.findByRole('heading', { level: 1, name: 'Your learning' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(lastKnownUser()?.userId).toBe(testUser.userId);
  });

  it('still shows the error page offline when this browser knows no user', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockNetworkDown();
    await renderApp('/learn');
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
  });

  it('sends a 401 to sign-in and forgets the last user and what was kept for them', async () => {
    rememberLastUser(testUser);
    localStorage.setItem(deviceUserKey('lesson.l1'), '{}');
    mockApi(signedOut);
    await renderApp('/learn');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(lastKnownUser()).toBeUndefined();
    expect(localStorage.getItem(deviceUserKey('lesson.l1'))).toBeNull();
  });
});
