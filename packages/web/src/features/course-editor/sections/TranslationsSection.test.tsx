import { featureFlagDefaults } from '@slidewise/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';
import { editorCourse, noLessons } from '../../../test/course-fixtures.ts';

const course = editorCourse({});
const flags = (on: boolean) => ({ status: 200, body: { flags: { ...featureFlagDefaults, 'translations-v2': on } } });
const translation = {
  id: 't1',
  sourceCourseId: 'c1',
  courseId: 'c2',
  courseTitle: 'Seguridad',
  language: 'es-ES',
  translatedAt: '2025-06-01T09:00:00.000Z',
};

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

  it('translates into a language and reports what it did, the tokens included', async () => {
    let listed: (typeof translation)[] = [];
    const requests = server(true, {
      'GET /api/courses/c1/translations': () => ({ status: 200, body: { items: listed } }),
      'POST /api/courses/c1/translations': () => {
        listed = [translation];
        return {
          status: 200,
          body: {
            translation,
            translatedSlides: 7,
            keptSlides: 0,
            skippedLessons: 1,
            usage: { inputTokens: 900, outputTokens: 400, totalTokens: 1300 },
          },
        };
      },
    });
    const { user } = await renderApp('/course/c1/edit?section=translations');
    expect(await screen.findByText('This course has not been translated yet.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Language/ }), 'es-ES');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect((await screen.findByText(/7 slides translated/)).textContent).toMatch(
      /1 lesson of another kind was not copied\. Tokens used: 900 in, 400 out\./,
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ language: 'es-ES' });
    expect((await screen.findByRole('link', { name: 'es-ES: Seguridad' })).getAttribute('href')).toBe('/course/c2/edit');
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

  it('words a failed translation as every AI failure is worded, by its reason', async () => {
    server(true, {
      'GET /api/courses/c1/translations': { status: 200, body: { items: [] } },
      'POST /api/courses/c1/translations': {
        status: 502,
        body: { message: 'Translating this course failed: …', code: 'ai_failed', details: { reason: 'quota_exceeded' } },
      },
    });
    const { user } = await renderApp('/course/c1/edit?section=translations', { language: 'es-ES' });
    await user.type(await screen.findByRole('textbox', { name: /Idioma/ }), 'fr-FR');
    await user.click(screen.getByRole('button', { name: 'Traducir' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Se alcanzó la cuota o el límite de peticiones del proveedor de IA. Inténtalo más tarde; un administrador puede revisar el plan del proveedor.',
    );
  });
});
