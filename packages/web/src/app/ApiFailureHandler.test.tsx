import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { authenticatedGet } from '../api/index.ts';
import { mockApi, mockNetworkDown } from '../test/fetch-mock.ts';
import { noCourses, renderApp, signedIn } from '../test/render-app.tsx';

async function failingCall(uri: string) {
  await act(async () => {
    await authenticatedGet(uri).catch(() => undefined);
  });
}

describe('failures of authenticated calls', () => {
  it('401: tells the user the session ended and sends them to sign in, remembering the page', async () => {
    mockApi({
      ...signedIn,
      ...noCourses,
      'GET /api/expired': { status: 401, body: { message: 'Session expired', code: 'unauthenticated' } },
    });
    const { router } = await renderApp('/paths/5');
    await screen.findByRole('heading', { name: 'Playlist' });
    await failingCall('/api/expired');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/paths/5' });
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('403: shows the forbidden page and the server’s message in a toast', async () => {
    mockApi({
      ...signedIn,
      ...noCourses,
      'GET /api/secret': { status: 403, body: { message: 'Only owners may do this.', code: 'forbidden' } },
    });
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Your courses' });
    await failingCall('/api/secret');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forbidden');
    expect(screen.getByText('You do not have permission to do this.')).toBeTruthy();
  });

  it('404: shows the not-found page', async () => {
    mockApi({ ...signedIn, ...noCourses });
    await renderApp('/');
    await screen.findByRole('heading', { name: 'Your courses' });
    await failingCall('/api/courses/missing');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('a request that never left shows the spec’s offline message', async () => {
    mockApi({ ...signedIn, ...noCourses });
    await renderApp('/');
    await screen.findByRole('heading', { name: 'Your courses' });
    mockNetworkDown();
    await failingCall('/api/anything');
    expect(await screen.findByText('Network error! Please make sure you are connected to an active network and try again')).toBeTruthy();
  });
});

describe('repeated failures', () => {
  it('show one toast while the same message is on screen', async () => {
    mockApi({ ...signedIn, ...noCourses, 'GET /api/flaky': { status: 500, body: { message: 'Try later.', code: 'internal' } } });
    await renderApp('/');
    await screen.findByRole('heading', { name: 'Your courses' });
    await failingCall('/api/flaky');
    await failingCall('/api/flaky');
    await failingCall('/api/flaky');
    expect(screen.getAllByText('Try later.')).toHaveLength(1);
  });
});
