import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withI18n } from '../../test/with-i18n.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { OnlineIndicator } from './OnlineIndicator.tsx';
import { useOnlineStatus } from './online-status.ts';
import { OnlineStatusProvider } from './OnlineStatusProvider.tsx';
import { startOnlineStatus } from './start-online-status.ts';

// The browser's own events: TanStack Query's onlineManager hears them and tells the provider.
function setBrowserOnline(online: boolean) {
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => vi.restoreAllMocks());

describe('online status', () => {
  it('shows the spec offline message while the browser is offline, and hides it when back', async () => {
    const Wrapper = await withI18n();
    render(
      <Wrapper>
        <OnlineStatusProvider>
          <OnlineIndicator />
          <OfflineBanner />
        </OnlineStatusProvider>
      </Wrapper>,
    );
    expect(screen.getByText('Online')).toBeTruthy();

    act(() => setBrowserOnline(false));
    expect(screen.getByText('Network error! Please make sure you are connected to an active network and try again')).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();

    act(() => setBrowserOnline(true));
    expect(screen.queryByText(/Network error!/)).toBeNull();
    expect(screen.getByText('Online')).toBeTruthy();
  });

  it('starts offline when the page opens without network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    startOnlineStatus();
    expect(onlineManager.isOnline()).toBe(false);
    const Wrapper = await withI18n();
    render(
      <Wrapper>
        <OnlineStatusProvider>
          <OnlineIndicator />
        </OnlineStatusProvider>
      </Wrapper>,
    );
    expect(screen.getByText('Offline')).toBeTruthy();
  });

  it('is a developer error outside its provider', () => {
    // biome-ignore lint/correctness/noComponentHookFactories: a test harness made once per test, closing over that test's data; it is never re-created while rendered.
    function Reader() {
      useOnlineStatus();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Reader />)).toThrow(/OnlineStatusProvider/);
  });
});
