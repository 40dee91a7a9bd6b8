import { featureFlagDefaults } from '@slidewise/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';
import { editorCourse, noLessons } from '../../../test/course-fixtures.ts';

const course = editorCourse({});
const flags = (on: boolean) => ({ status: 200, body: { flags: { ...featureFlagDefaults, 'translations-v2': on } } });
const translated = {
  id: 't1',
  sourceCourseId: 'c1',
  courseId: 'c2',
  courseTitle: 'Seguridad',
  language: 'es-ES',
  translatedAt: '2025-06-01T09:00:00.000Z',
  status: 'Translated',
  stopRequested: false,
  failureReason: null,
  failureCode: null,
  failureDetails: null,
  slidesDone: 7,
  slidesTotal: 7,
  slidesTranslated: 7,
  skippedLessons: 1,
  usage: { inputTokens: 900, outputTokens: 400, totalTokens: 1300 },
};
/** A first run of the language under way: its copy not finished yet, so not linked. */
const translating = (slidesDone: number, slidesTotal = 7) => ({
  ...translated,
  courseTitle: 'Safety',
  translatedAt: null,
  status: 'Translating',
  slidesDone,
  slidesTotal,
  slidesTranslated: slidesDone,
  usage: { inputTokens: null, outputTokens: null, totalTokens: null },
});

function server(on: boolean, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedIn,
    'GET /api/flags': flags(on),
    'GET /api/courses/c1': { status: 200, body: course },
    ...noLessons('c1'),
    ...extra,
  });
}

describe('the course editor’s translations', () => {
  it('is not in the sections while the translations v2 flag is off, and says so when opened by address', async () => {
    server(false);
    await renderApp('/course/c1/edit?section=translations');
    expect(await screen.findByText('Translations are switched off for this account.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).queryByRole('link', { name: 'Translations' })).toBeNull();
  });

  it('starts a translation, shows its progress while the job runs, then the link to the copy and the tokens used', async () => {
    // The first reads find nothing, the start answers Translating, the polls see it progress then finish.
    const answers = [translating(3), translated];
    let started = false;
    const requests = server(true, {
      'GET /api/courses/c1/translations': () => ({ status: 200, body: { items: started ? [answers.shift() ?? translated] : [] } }),
      'POST /api/courses/c1/translations': () => {
        started = true;
        return { status: 202, body: translating(0, 0) };
      },
    });
    const { user } = await renderApp('/course/c1/edit?section=translations');
    expect(await screen.findByText('This course has not been translated yet.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Language/ }), 'es-ES');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText(/Translating… you may leave this page/)).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ language: 'es-ES' });
    // Not linked while its first run goes on; it can be stopped, not started twice.
    expect(screen.queryByRole('link', { name: /es-ES/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop the es-ES translation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update the es-ES translation' })).toBeNull();

    const bar = await screen.findByRole('progressbar', { name: '3 of 7 slides' }, { timeout: 4000 });
    expect(bar.closest('[aria-live="polite"]')).toBeTruthy();
    expect((await screen.findByText(/7 slides translated/, {}, { timeout: 4000 })).textContent).toBe(
      '7 slides translated, 0 unchanged slides kept. 1 lesson of another kind was not copied.',
    );
    expect(screen.getByText('Tokens used: 900 in, 400 out.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'es-ES: Seguridad' }).getAttribute('href')).toBe('/course/c2/edit');
    expect(screen.getByRole('button', { name: 'Update the es-ES translation' })).toBeTruthy();
  });

  it('shows why a run failed, in the reader’s words, and starts it again', async () => {
    const failed = {
      ...translated,
      status: 'Failed',
      failureReason: 'Translating this course failed: the AI provider’s quota or rate limit was reached.',
      failureCode: 'ai_failed',
      failureDetails: { reason: 'quota_exceeded' },
      slidesDone: 4,
      slidesTranslated: 4,
      usage: { inputTokens: 120, outputTokens: 60, totalTokens: 180 },
    };
    let items: object[] = [failed];
    const requests = server(true, {
      'GET /api/courses/c1/translations': () => ({ status: 200, body: { items } }),
      'POST /api/courses/c1/translations': () => {
        items = [translated];
        return { status: 202, body: { ...translating(0, 0), courseTitle: 'Seguridad', translatedAt: translated.translatedAt } };
      },
    });
    const { user } = await renderApp('/course/c1/edit?section=translations', { language: 'es-ES' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      // Worded in the reader's language by its reason, as every AI failure is.
      'La traducción falló tras 4 de 7 diapositivas (las lecciones ya traducidas se conservan). Se alcanzó la cuota o el límite de peticiones del proveedor de IA. Inténtalo más tarde; un administrador puede revisar el plan del proveedor.',
    );
    expect(screen.getByText('Tokens usados: 120 de entrada, 60 de salida.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar la traducción a es-ES' }));
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ language: 'es-ES' }]);
    expect(await screen.findByText(/Traduciendo…/)).toBeTruthy();
    expect(await screen.findByText(/7 diapositivas traducidas/, {}, { timeout: 4000 })).toBeTruthy();
  });

  it('stops a run when asked and offers to go on', async () => {
    let stopped = false;
    const requests = server(true, {
      'GET /api/courses/c1/translations': () => ({
        status: 200,
        body: { items: [stopped ? { ...translating(2), status: 'Stopped' } : translating(2)] },
      }),
      'POST /api/courses/c1/translations/t1/stop': () => {
        stopped = true;
        return { status: 200, body: { ...translating(2), stopRequested: true } };
      },
    });
    const { user } = await renderApp('/course/c1/edit?section=translations');
    await user.click(await screen.findByRole('button', { name: 'Stop the es-ES translation' }));
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/courses/c1/translations/t1/stop')).toBe(true);
    // Until the job reaches its next lesson, the run says it is stopping and cannot be stopped twice.
    expect(await screen.findByText('Stopping after the lesson being translated…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Stop the es-ES translation' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText(/Stopped after 2 of 7 slides, as asked\./, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go on with the es-ES translation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop the es-ES translation' })).toBeNull();
  });

  it('says when the translations cannot be read', async () => {
    server(true, {
      'GET /api/courses/c1/translations': { status: 403, body: { message: 'Switched off', code: 'feature_off' } },
    });
    const { router } = await renderApp('/course/c1/edit?section=translations');
    expect((await screen.findByRole('alert')).textContent).toBe('Translations are switched off for this account.');
    // Said here only: the app-wide handler's toast and its move to the forbidden page would leave the editor.
    expect(screen.queryByText(/This feature is switched off for this account/)).toBeNull();
    expect(router.state.location.pathname).toBe('/course/c1/edit');
  });

  it('says plainly what to configure when no language model is', async () => {
    server(true, {
      'GET /api/courses/c1/translations': { status: 200, body: { items: [] } },
      'POST /api/courses/c1/translations': {
        status: 409,
        body: { message: 'Translating needs a language model.', code: 'ai_not_configured' },
      },
    });
    const { user } = await renderApp('/course/c1/edit?section=translations', { language: 'es-ES' });
    await user.type(await screen.findByRole('textbox', { name: /Idioma/ }), 'fr-FR');
    await user.click(screen.getByRole('button', { name: 'Traducir' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Ajustes → IA.*AI_PROVIDER, AI_MODEL y AI_API_KEY/);
  });
});
