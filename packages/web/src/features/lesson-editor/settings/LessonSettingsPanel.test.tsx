import { LESSON_SETTINGS_SAVE_DELAY_MS, defaultLesson } from '@slidewise/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { createTestI18n } from '../../../test/with-i18n.tsx';
import { LessonSettingsPanel } from './LessonSettingsPanel.tsx';
import { lessonSettingsDrafts } from './lesson-settings-session.ts';

const lesson = defaultLesson({ id: 'l1', courseId: 'c1', title: 'Ladders', version: 4 });

async function renderPanel() {
  const i18n = await createTestI18n();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <LessonSettingsPanel lessonId="l1" onTitleChange={() => {}} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return screen.findByRole('textbox', { name: /title/i });
}

// The 2 s save delay runs on fake time: the test waits for nothing but the code.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const settle = () => vi.advanceTimersByTimeAsync(LESSON_SETTINGS_SAVE_DELAY_MS);

describe('the lesson settings panel', () => {
  it('offers back the edit a refused save undid, and saves it again when asked', async () => {
    let attempts = 0;
    const requests = mockApi({
      'GET /api/lessons/l1': { status: 200, body: lesson },
      'PUT /api/lessons/l1': ({ body }) => {
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: { message: 'The title is not allowed.', code: 'validation_failed' } }
          : { status: 200, body: { ...lesson, ...(body as object), version: 5 } };
      },
    });
    const title = await renderPanel();
    const typing = user();
    await typing.clear(title);
    await typing.type(title, 'Ladder safety');
    await settle();
    const restore = await screen.findByRole('button', { name: 'Restore my changes' });
    expect((title as HTMLInputElement).value).toBe('Ladders');
    await typing.click(restore);
    expect((title as HTMLInputElement).value).toBe('Ladder safety');
    await settle();
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ version: 4, title: 'Ladder safety' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore my changes' })).toBeNull());
    await screen.findByText('Settings saved');
  });

  it('saves whether contributions need approval before peers see them', async () => {
    const requests = mockApi({
      'GET /api/lessons/l1': { status: 200, body: lesson },
      'PUT /api/lessons/l1': ({ body }) => ({ status: 200, body: { ...lesson, ...(body as object), version: 5 } }),
    });
    await renderPanel();
    const approval = screen.getByRole('switch', { name: 'Contributions need approval' });
    expect((approval as HTMLInputElement).checked).toBe(false);
    await user().click(approval);
    await settle();
    await waitFor(() =>
      expect(requests.at(-1)?.body).toEqual({ version: 4, contribution: { isContributable: false, requiresApproval: true } }),
    );
  });

  it('says when unsaved settings from an earlier visit were put back', async () => {
    lessonSettingsDrafts.write('l1', { version: 4, fields: { description: 'Kept from yesterday' } });
    const requests = mockApi({
      'GET /api/lessons/l1': { status: 200, body: lesson },
      'PUT /api/lessons/l1': ({ body }) => ({ status: 200, body: { ...lesson, ...(body as object), version: 5 } }),
    });
    await renderPanel();
    expect(screen.getByText('Your unsaved settings from last time are back.')).not.toBeNull();
    expect((screen.getByRole('textbox', { name: /description/i }) as HTMLTextAreaElement).value).toBe('Kept from yesterday');
    // The kept edit goes out like a fresh one.
    await settle();
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ version: 4, description: 'Kept from yesterday' }));
    await screen.findByText('Settings saved');
  });
});
