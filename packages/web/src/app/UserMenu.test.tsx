import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock.ts';
import { noCourses, renderApp, signedIn, testUser } from '../test/render-app.tsx';
import { assessmentResponse } from '../test/activity-fixtures.ts';
import { THEME_FOLLOWS_SYSTEM_KEY, THEME_STORAGE_KEY } from '../ui/themes/theme-choice.ts';

/** A device whose colour scheme is dark (or light), telling listeners when it changes. */
function deviceScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') ? dark : !dark;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    switchTo(nextDark: boolean) {
      dark = nextDark;
      for (const listener of listeners) listener();
    },
  };
}

const theme = () => document.documentElement.dataset.theme;

describe('the user menu', () => {
  it('says who is signed in and switches the theme to dark, remembered', async () => {
    mockApi({ ...signedIn, ...noCourses });
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Ada: account and theme' }));

    expect(screen.getByText('Signed in as Ada')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    const setting = screen.getByRole('group', { name: 'Theme' });
    expect((within(setting).getByLabelText('Light') as HTMLInputElement).checked).toBe(true);

    await user.click(within(setting).getByLabelText('Dark'));
    await waitFor(() => expect(theme()).toBe('ed-dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('ed-dark');
  });

  it('leads staff to the media library, and learners nowhere', async () => {
    mockApi({
      ...signedIn,
      ...noCourses,
      'GET /api/media': { status: 200, body: { items: [], totalCount: 0, currentPage: 1, pageSize: 100, nextCursor: null } },
    });
    const staff = await renderApp('/');
    await staff.user.click(await screen.findByRole('button', { name: 'Ada: account and theme' }));
    await staff.user.click(screen.getByRole('link', { name: 'Media library' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Media library' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Media library' })).toBeNull();
    staff.unmount();

    mockApi({ ...signedIn, 'GET /api/me': { status: 200, body: { ...testUser, userRoles: ['app-user'] } } });
    const learner = await renderApp('/learn');
    await learner.user.click(await screen.findByRole('button', { name: 'Ada: account and theme' }));
    expect(screen.queryByRole('link', { name: 'Media library' })).toBeNull();
  });

  it('leads those who manage people to /users (the top bar hides its link on phones), and learners not', async () => {
    mockApi({ ...signedIn, ...noCourses });
    const owner = await renderApp('/');
    await owner.user.click(await screen.findByRole('button', { name: 'Ada: account and theme' }));
    const ownerLinks = screen.getByRole('navigation', { name: 'Account' });
    expect(within(ownerLinks).getByRole('link', { name: 'People' }).getAttribute('href')).toBe('/users');
    expect(within(ownerLinks).getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe('/analytics');
    owner.unmount();

    mockApi({ ...signedIn, 'GET /api/me': { status: 200, body: { ...testUser, userRoles: ['content-author'] } } });
    const author = await renderApp('/learn');
    await author.user.click(await screen.findByRole('button', { name: 'Ada: account and theme' }));
    expect(screen.queryByRole('link', { name: 'People' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
  });

  it('follows the device’s scheme when asked, live, and remembers that choice', async () => {
    const device = deviceScheme(true);
    mockApi({ ...signedIn, ...noCourses });
    const { user } = await renderApp('/', { initialTheme: 'sc-light' });
    await user.click(await screen.findByRole('button', { name: 'Ada: account and theme' }));

    await user.click(screen.getByLabelText('Same as this device'));
    // The brand family chosen (sc) is kept; the scheme is the device's.
    await waitFor(() => expect(theme()).toBe('sc-dark'));
    expect(localStorage.getItem(THEME_FOLLOWS_SYSTEM_KEY)).toBe('true');

    device.switchTo(false);
    await waitFor(() => expect(theme()).toBe('sc-light'));

    await user.click(screen.getByLabelText('Dark'));
    await waitFor(() => expect(theme()).toBe('sc-dark'));
    expect(localStorage.getItem(THEME_FOLLOWS_SYSTEM_KEY)).toBeNull();
  });

  it('follows the device again on the next visit when that was the choice', async () => {
    deviceScheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'ed-light');
    localStorage.setItem(THEME_FOLLOWS_SYSTEM_KEY, 'true');
    mockApi({ ...signedIn, ...noCourses });
    const { user } = await renderApp('/');
    await waitFor(() => expect(theme()).toBe('ed-dark'));
    await user.click(await screen.findByRole('button', { name: 'Ada: account and theme' }));
    expect((screen.getByLabelText('Same as this device') as HTMLInputElement).checked).toBe(true);
  });

  it('explains on an authoring page that the dark scheme is locked there', async () => {
    mockApi({
      ...signedIn,
      'GET /api/assessments/4/latest': { status: 200, body: assessmentResponse({ id: '4', title: 'Assessment 4' }) },
      'GET /api/assessments/4/posts': { status: 200, body: { items: [], currentPage: 1, totalCount: 0 } },
    });
    const { user } = await renderApp('/assignments/4/submissions');
    await screen.findByRole('heading', { level: 1, name: 'Assessment 4' });
    await user.click(screen.getByRole('button', { name: 'Ada: account and theme' }));

    await user.click(screen.getByLabelText('Light'));
    expect(screen.getByText(/Authoring pages always use the dark scheme/)).toBeTruthy();
    await waitFor(() => expect(theme()).toBe('ed-dark'));
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    mockApi({ ...signedIn, ...noCourses });
    const { user } = await renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Ada: account and theme' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Theme' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
