import { featureFlagDefaults, type Slide } from '@slidewise/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { createTestI18n } from '../../../test/with-i18n.tsx';
import { LessonEditContext } from '../editor/lesson-edit-context.ts';
import { createLessonEditSession, type LessonEditSession } from '../state/lesson-edit-session.ts';
import { lessonConfig } from '../state/test-lesson.ts';
import { NarrationControls } from './NarrationControls.tsx';

const flagsWith = (on: boolean) => ({ status: 200, body: { flags: { ...featureFlagDefaults, 'ai-narration': on } } });
const narrationState = {
  status: 200,
  body: { voice: 'offline', items: ['s1', 's2', 's3'].map((slideId) => ({ slideId, state: 'none', audioFile: null })) },
};
const narrated = (slideId: string) => ({
  status: 200,
  body: {
    slideId,
    audioFile: `/api/media/m-${slideId}/file`,
    mediaId: `m-${slideId}`,
    status: 'generated',
    voice: 'offline',
    durationMs: 2100,
    characters: 12,
  },
});

let session: LessonEditSession | undefined;
afterEach(() => {
  session?.dispose();
  session = undefined;
  localStorage.clear();
});

async function renderControls(language = 'en-US') {
  const i18n = await createTestI18n(language);
  session = createLessonEditSession({ config: lessonConfig(), describeError: () => 'failed' });
  const slide = session.getState().editor.slides[0] as Slide;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <LessonEditContext.Provider value={session}>
          <NarrationControls lessonId="l1" slide={slide} />
        </LessonEditContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return session;
}

const audioOf = (edit: LessonEditSession, index: number) =>
  (edit.getState().editor.slides[index]?.data.narration as { audio_file?: string } | undefined)?.audio_file;

describe('narration in the lesson editor', () => {
  it('shows nothing while the AI narration flag is off', async () => {
    const requests = mockApi({ 'GET /api/flags': flagsWith(false) });
    await renderControls();
    await waitFor(() => expect(requests.some((request) => request.path === '/api/flags')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Generate narration' })).toBeNull();
  });

  it('narrates the slide and puts the audio on it, saying which voice spoke and what it cost', async () => {
    const requests = mockApi({
      'GET /api/flags': flagsWith(true),
      'GET /api/lesson-authoring/l1/narration': narrationState,
      'POST /api/lesson-authoring/l1/narration': ({ body }) => narrated((body as { slideId: string }).slideId),
    });
    const edit = await renderControls();
    await screen.findByText('This slide has no generated narration yet.');
    expect(screen.getByText(/built-in offline voice/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Generate narration' }));
    await screen.findByText('Done: 1 made, 0 already up to date, 12 characters spoken.');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ slideId: 's1' }]);
    expect(audioOf(edit, 0)).toBe('/api/media/m-s1/file');
  });

  it('narrates the whole lesson one slide at a time and stops at a failure, keeping what was done (in Spanish)', async () => {
    mockApi({
      'GET /api/flags': flagsWith(true),
      'GET /api/lesson-authoring/l1/narration': narrationState,
      'POST /api/lesson-authoring/l1/narration': ({ body }) => {
        const { slideId } = body as { slideId: string };
        return slideId === 's2'
          ? { status: 502, body: { message: 'Narrating this slide failed.', code: 'ai_failed', details: { reason: 'timeout' } } }
          : narrated(slideId);
      },
    });
    const edit = await renderControls('es-ES');
    await userEvent.click(await screen.findByRole('button', { name: 'Narrar toda la lección' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El proveedor de IA tardó demasiado en responder. Inténtalo de nuevo.');
    expect(audioOf(edit, 0)).toBe('/api/media/m-s1/file');
    expect(audioOf(edit, 1)).toBeUndefined();
    expect(audioOf(edit, 2)).toBeUndefined();
  });
});
