import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock.ts';
import { noCourses, renderApp, signedIn, signedOut } from '../test/render-app.tsx';
import { LANGUAGE_STORAGE_KEY } from './language-preference.ts';

describe('the language switcher', () => {
  it('switches the visible strings and <html lang>, and remembers the choice', async () => {
    mockApi({ ...signedIn, ...noCourses });
    const { user } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Your courses' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');

    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['en-US', 'English'],
      ['es-ES', 'Español'],
    ]);
    await user.selectOptions(select, 'es-ES');

    expect(await screen.findByRole('heading', { name: 'Tus cursos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.getByLabelText('Idioma')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es-ES');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es-ES');
  });

  it('follows ?lng= on any page, as ?theme= does, and remembers it', async () => {
    mockApi({ ...signedIn, ...noCourses });
    const { router } = await renderApp('/?lng=es-ES');
    expect(await screen.findByRole('heading', { name: 'Tus cursos' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es-ES');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es-ES');
    expect((screen.getByLabelText('Idioma') as HTMLSelectElement).value).toBe('es-ES');

    await act(() => router.navigate('/?lng=en-US'));
    expect(await screen.findByRole('heading', { name: 'Your courses' })).toBeTruthy();
    // Without the parameter the remembered choice stays; an unknown one changes nothing.
    await act(() => router.navigate('/?lng=klingon'));
    expect(screen.getByRole('heading', { name: 'Your courses' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
  });

  it('turns the page right to left for a right-to-left language', async () => {
    mockApi({ ...signedIn, ...noCourses });
    // A partial Arabic locale, as a future one would be added: what it lacks falls back to en-US.
    const arabic = { ar: { translation: { pages: { home: { title: 'دوراتك' } } } } };
    const { i18n } = await renderApp('/', { extraLanguages: { languages: ['ar'], resources: arabic } });
    await screen.findByRole('heading', { name: 'Your courses' });

    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByRole('heading', { name: 'دوراتك' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();

    await act(() => i18n.changeLanguage('es-ES'));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(screen.getByRole('heading', { name: 'Tus cursos' })).toBeTruthy();
  });

  it("keeps a signed-in person's choice with their account, so their e-mail speaks it", async () => {
    const requests = mockApi({ ...signedIn, ...noCourses, 'PUT /api/me/language': (request) => ({ status: 200, body: request.body }) });
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Your courses' });
    await user.selectOptions(screen.getByLabelText('Language'), 'es-ES');
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT').map((request) => [request.path, request.body])).toEqual([
        ['/api/me/language', { language: 'es-ES' }],
      ]),
    );
  });

  it('says so when the choice could not be kept, and the app still switches', async () => {
    mockApi({
      ...signedIn,
      ...noCourses,
      'PUT /api/me/language': { status: 503, body: { message: 'Servicio no disponible', code: 'unavailable' } },
    });
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Your courses' });
    await user.selectOptions(screen.getByLabelText('Language'), 'es-ES');
    expect(await screen.findByText('Tu correo electrónico sigue en el idioma guardado antes')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tus cursos' })).toBeTruthy();
  });

  it('sends nothing for a visitor who is not signed in', async () => {
    const requests = mockApi({ ...signedOut });
    const { user } = await renderApp('/login');
    await user.selectOptions(await screen.findByLabelText('Language'), 'es-ES');
    expect(await screen.findByLabelText('Idioma')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/me/language')).toBe(false);
  });
});
