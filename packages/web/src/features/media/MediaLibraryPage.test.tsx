import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedRequest } from '../../test/fetch-mock.ts';
import { mediaId, mediaItem } from '../../test/media-fixtures.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';

const used = mediaItem({
  name: 'harbour.png',
  usedBy: [
    { kind: 'course', courseId: 'c1', courseTitle: 'Safety at sea', lessonId: null, lessonTitle: null, slideId: null },
    { kind: 'slide', courseId: 'c1', courseTitle: 'Safety at sea', lessonId: 'l1', lessonTitle: 'Knots', slideId: 's1' },
  ],
});
const clipId = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const clip = mediaItem({
  id: clipId,
  name: 'intro.mp4',
  contentType: 'video',
  mimeType: 'video/mp4',
  size: 2_400_000,
  url: `/api/media/${clipId}/file`,
});
const page = (items: unknown[], { nextCursor = null as string | null, totalCount = items.length } = {}) => ({
  status: 200,
  body: { items, totalCount, currentPage: 1, nextCursor },
});
const lastList = (requests: RecordedRequest[]) =>
  new URLSearchParams(requests.filter((request) => request.path === '/api/media').at(-1)?.search);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/media', () => {
  it('loads directly and lists the uploads with what they are and where each is used', async () => {
    mockApi({ ...signedIn, 'GET /api/media': page([used, clip]) });
    await renderApp('/media');
    expect(await screen.findByRole('heading', { level: 1, name: 'Media library' })).toBeTruthy();
    const harbour = (await screen.findByRole('heading', { level: 2, name: 'harbour.png' })).closest('li')!;
    expect(within(harbour).getByText('Used in 2 places:')).toBeTruthy();
    expect(within(harbour).getByRole('link', { name: 'Safety at sea' }).getAttribute('href')).toBe('/course/c1/edit');
    expect(within(harbour).getByRole('link', { name: 'Safety at sea › Knots' }).getAttribute('href')).toBe('/lesson/l1');
    expect(harbour.querySelector('img')?.getAttribute('src')).toBe(`/api/media/${mediaId}/file?variant=thumbnail`);
    const video = screen.getByRole('heading', { level: 2, name: 'intro.mp4' }).closest('li')!;
    expect(within(video).getByText(/^Video · 2\.4 MB · uploaded by Ana Rivera/)).toBeTruthy();
    expect(within(video).getByText('Not used anywhere.')).toBeTruthy();
    expect(document.title).toBe('Media library · Slidewise');
  });

  it('names the account’s logo and a person’s picture among the uses, with links to change them, in Spanish too', async () => {
    const logo = mediaItem({
      name: 'logo.png',
      usedBy: [{ kind: 'account-logo' }, { kind: 'person-picture', userId: 'u1', userName: 'Ana Rivera' }],
    });
    mockApi({ ...signedIn, 'GET /api/media': page([logo]) });
    await renderApp('/media', { language: 'es-ES' });
    const row = (await screen.findByRole('heading', { level: 2, name: 'logo.png' })).closest('li')!;
    expect(within(row).getByText('Se usa en 2 lugares:')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'El logotipo de la cuenta' }).getAttribute('href')).toBe('/settings');
    expect(within(row).getByRole('link', { name: 'La imagen de Ana Rivera' }).getAttribute('href')).toBe('/users/u1');
  });

  it('shows script in a file’s name, and in the titles where it is used, as text', async () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>.png';
    mockApi({
      ...signedIn,
      'GET /api/media': page([
        mediaItem({
          name: hostile,
          usedBy: [
            {
              kind: 'course',
              courseId: 'c1',
              courseTitle: '<b onmouseover=alert(3)>Sea</b>',
              lessonId: null,
              lessonTitle: null,
              slideId: null,
            },
          ],
        }),
      ]),
    });
    await renderApp('/media');
    const item = (await screen.findByRole('heading', { level: 2, name: hostile })).closest('li')!;
    expect(within(item).getByRole('link', { name: '<b onmouseover=alert(3)>Sea</b>' })).toBeTruthy();
    expect(document.querySelector('script, img[src="x"], b[onmouseover]')).toBeNull();
    // The only picture is the file's own thumbnail.
    expect([...item.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      `/api/media/${mediaId}/file?variant=thumbnail`,
    ]);
  });

  it('searches by name and filters by type, keeping both in the address', async () => {
    const requests = mockApi({ ...signedIn, 'GET /api/media': page([]) });
    const { user } = await renderApp('/media?type=video');
    expect(await screen.findByText('No file matches this search and type.')).toBeTruthy();
    expect(lastList(requests).get('contentType')).toBe('video');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveProperty('value', 'video');
    await user.type(screen.getByRole('searchbox', { name: 'Search by file name' }), 'harb');
    await waitFor(() => expect(lastList(requests).get('search')).toBe('harb'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'image');
    await waitFor(() => expect(lastList(requests).get('contentType')).toBe('image'));
  });

  it('sends a person whose role may not list the library to the forbidden page, in their language', async () => {
    mockApi({
      ...signedIn,
      'GET /api/media': { status: 403, body: { message: 'You do not have permission to do this.', code: 'forbidden' } },
    });
    const { router } = await renderApp('/media', { language: 'es-ES' });
    expect(
      await screen.findByText(
        'Tu cuenta no tiene permiso para abrir esta página. Pide acceso a un administrador de tu cuenta si lo necesitas.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forbidden');
    expect(screen.queryByText('You do not have permission to do this.')).toBeNull();
  });

  it('says when nothing is uploaded yet, and offers a retry when the list fails', async () => {
    let fail = true;
    mockApi({
      ...signedIn,
      'GET /api/media': () => (fail ? { status: 500, body: { message: 'The database is away.', code: 'internal' } } : page([])),
    });
    const { user } = await renderApp('/media');
    expect(await screen.findByText('The media library could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The database is away.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing has been uploaded yet. Files you upload in any media field appear here.')).toBeTruthy();
  });

  it.each([
    ['en-US', 'Delete', 'This file cannot be deleted while it is used. Remove it from these places first:'],
    ['es-ES', 'Eliminar', 'No se puede eliminar este archivo mientras se usa. Quítalo primero de estos lugares:'],
  ])('shows the server’s refusal to delete a file in use, with the places that use it (%s)', async (language, deleteLabel, explanation) => {
    const refusal = {
      message: 'This file is used by Safety at sea › Knots and cannot be deleted.',
      code: 'media_in_use',
      details: { usedBy: used.usedBy.slice(1) },
    };
    const requests = mockApi({
      ...signedIn,
      'GET /api/media': page([used]),
      [`DELETE /api/media/${mediaId}`]: { status: 409, body: refusal },
    });
    const { user } = await renderApp('/media', { language });
    await user.click(await screen.findByRole('button', { name: `${deleteLabel} harbour.png` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: deleteLabel }));
    const alert = await screen.findByRole('alert');
    // The server's sentence is English; the page says it in the person's language and lists the places.
    expect(alert.textContent).toContain(explanation);
    expect(alert.textContent).not.toContain(refusal.message);
    expect(within(alert).getByRole('link', { name: 'Safety at sea › Knots' })).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('shows more files a page at a time from the keyboard, with its loading and failure states', async () => {
    let secondPage: (reply: { status: number; body: unknown }) => void = () => {};
    const requests = mockApi({
      ...signedIn,
      'GET /api/media': (request) =>
        new URLSearchParams(request.search).get('cursor') === 'after-harbour'
          ? new Promise((resolve) => {
              secondPage = resolve;
            })
          : page([used], { nextCursor: 'after-harbour', totalCount: 2 }),
    });
    const { user } = await renderApp('/media');
    expect(await screen.findByText('Showing 1 of 2 files.')).toBeTruthy();
    expect(lastList(requests).get('pageSize')).toBe('50');
    expect(lastList(requests).has('cursor')).toBe(false);
    const more = screen.getByRole('button', { name: 'Show more files' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastList(requests).get('cursor')).toBe('after-harbour'));
    // While the page loads the button says so and keeps the keyboard's place; pressing it again asks nothing more.
    const loading = screen.getByRole('button', { name: 'Loading more files…' });
    expect(loading.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(loading);
    const asked = requests.length;
    await user.keyboard('{Enter}');
    expect(requests.length).toBe(asked);

    secondPage({ status: 500, body: { message: 'The database is away.', code: 'internal' } });
    expect(await screen.findByText('The next files could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The database is away.')).toBeTruthy();
    // The files already shown stay.
    expect(screen.getByRole('heading', { level: 2, name: 'harbour.png' })).toBeTruthy();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests.length).toBe(asked + 1));
    secondPage(page([clip], { totalCount: 2 }));
    expect(await screen.findByRole('heading', { level: 2, name: 'intro.mp4' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 files.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more files' })).toBeNull();
    expect(screen.queryByText('The next files could not be loaded.')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['harbour.png', 'intro.mp4']);
  });

  it('says in Spanish how many files are shown and offers the next page', async () => {
    mockApi({ ...signedIn, 'GET /api/media': page([used], { nextCursor: 'next', totalCount: 120 }) });
    await renderApp('/media', { language: 'es-ES' });
    expect(await screen.findByText('Se muestran 1 de 120 archivos.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mostrar más archivos' })).toBeTruthy();
  });

  it('deletes an unused file and lists the library again, in Spanish', async () => {
    let items = [clip];
    const requests = mockApi({
      ...signedIn,
      'GET /api/media': () => page(items),
      [`DELETE /api/media/${clipId}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    const { user } = await renderApp('/media', { language: 'es-ES' });
    await user.click(await screen.findByRole('button', { name: 'Eliminar intro.mp4' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText('Aún no se ha subido nada. Los archivos que subas en cualquier campo multimedia aparecerán aquí.'),
    ).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE' && request.path === `/api/media/${clipId}`)).toBe(true);
  });
});
