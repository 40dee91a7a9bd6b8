import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedRequest } from '../../test/fetch-mock.ts';
import { mediaItem } from '../../test/media-fixtures.ts';
import { withI18n } from '../../test/with-i18n.tsx';
import { MediaLibraryPicker } from './MediaLibraryPicker.tsx';

const logo = mediaItem({ id: '1d0c7a52-7d4e-4c1e-9a51-3f0e1d2c3b4a', name: 'logo.png' });
const beach = mediaItem({ id: '2e1d8b63-8e5f-4d2f-8b62-4a1f2e3d4c5b', name: 'beach.png' });

const page = (items: unknown[], { nextCursor = null as string | null, totalCount = items.length } = {}) => ({
  status: 200,
  body: { items, totalCount, currentPage: 1, pageSize: 50, nextCursor },
});

const lastList = (requests: RecordedRequest[]) =>
  new URLSearchParams(requests.filter((request) => request.path === '/api/media').at(-1)?.search ?? '');

async function renderPicker(language = 'en-US') {
  const chosen: string[] = [];
  const I18n = await withI18n(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18n>
        <MediaLibraryPicker contentType="image" onChoose={(item) => chosen.push(item.name)} onClose={() => {}} />
      </I18n>
    </QueryClientProvider>,
  );
  return { chosen, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MediaLibraryPicker', () => {
  it('shows more files from the keyboard, keeps the files shown when a page fails, and reuses one from the next page', async () => {
    let secondPage: (reply: { status: number; body: unknown }) => void = () => {};
    const requests = mockApi({
      'GET /api/media': (request) =>
        new URLSearchParams(request.search).get('cursor') === 'after-logo'
          ? new Promise((resolve) => {
              secondPage = resolve;
            })
          : page([logo], { nextCursor: 'after-logo', totalCount: 2 }),
    });
    const { chosen, user } = await renderPicker();
    const dialog = await screen.findByRole('dialog', { name: 'Choose from the media library' });
    expect(await within(dialog).findByText('Showing 1 of 2 files.')).toBeTruthy();
    expect(lastList(requests).get('contentType')).toBe('image');
    expect(lastList(requests).get('pageSize')).toBe('50');
    expect(lastList(requests).has('cursor')).toBe(false);

    const more = within(dialog).getByRole('button', { name: 'Show more files' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastList(requests).get('cursor')).toBe('after-logo'));
    // While the page loads the button says so and keeps the keyboard's place; pressing it again asks nothing more.
    const loading = within(dialog).getByRole('button', { name: 'Loading more files…' });
    expect(loading.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(loading);
    const asked = requests.length;
    await user.keyboard('{Enter}');
    expect(requests.length).toBe(asked);

    secondPage({ status: 500, body: { message: 'The database is away.', code: 'internal' } });
    expect(await within(dialog).findByText('The next files could not be loaded.')).toBeTruthy();
    // The failure is said under the files, which stay to be chosen; the first page's "Try again" is not offered.
    expect(within(dialog).getByRole('button', { name: /logo\.png/ })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Show more files' }));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests.length).toBe(asked + 1));
    secondPage(page([beach], { totalCount: 2 }));
    const next = await within(dialog).findByRole('button', { name: /beach\.png/ });
    expect(within(dialog).getByText('Showing 2 of 2 files.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Show more files' })).toBeNull();
    expect(within(dialog).queryByText('The next files could not be loaded.')).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('logo.png'), expect.stringContaining('beach.png')]);

    next.focus();
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['beach.png']);
  });

  it('offers the next page in Spanish', async () => {
    mockApi({ 'GET /api/media': page([logo], { nextCursor: 'after-logo', totalCount: 120 }) });
    await renderPicker('es-ES');
    expect(await screen.findByText('Se muestran 1 de 120 archivos.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mostrar más archivos' })).toBeTruthy();
  });

  it('says when the first page fails and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/media': () => (fail ? { status: 500, body: { message: 'The database is away.', code: 'internal' } } : page([logo])),
    });
    const { user } = await renderPicker();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(tryAgain);
    expect(await screen.findByRole('button', { name: /logo\.png/ })).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 files.')).toBeTruthy();
  });
});
