import { DISCUSSION_SAVE_DELAY_MS } from '@slidewise/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';
import { discussionDrafts } from './kind.ts';
import { discussionResponse } from '../../test/activity-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const puts = (requests: ReturnType<typeof mockApi>) =>
  requests.filter((request) => request.method === 'PUT').map((request) => request.body);

async function openSettings(put: Parameters<typeof mockApi>[0][string]) {
  const requests = mockApi({
    ...signedIn,
    'GET /api/discussions/d1/latest': { status: 200, body: discussionResponse() },
    'PUT /api/discussions/d1': put,
  });
  await renderApp('/discussion/d1');
  const form = await screen.findByRole('form', { name: 'Discussion settings' });
  return { requests, form, title: () => within(form).getByLabelText('Title', { exact: false }) as HTMLInputElement };
}

describe('the discussion settings after a failed save', () => {
  it('reverts the title, keeps the typed one, and restoring saves it again', async () => {
    let fail = true;
    const { requests, form, title } = await openSettings(({ body }) =>
      fail
        ? { status: 400, body: { message: 'The title is not allowed.', code: 'validation_failed' } }
        : { status: 200, body: discussionResponse({ ...(body as object), version: 4 }) },
    );
    vi.useFakeTimers();
    fireEvent.change(title(), { target: { value: 'Near misses' } });
    await act(() => vi.advanceTimersByTimeAsync(DISCUSSION_SAVE_DELAY_MS));
    expect(within(form).getByRole('alert').textContent).toContain('Some of what was entered is not valid. Check it and try again.');
    expect(title().value).toBe('Ladder stories');
    expect(discussionDrafts.read('d1')?.failed).toEqual({ title: 'Near misses' });

    fail = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Restore my changes' }));
    expect(title().value).toBe('Near misses');
    expect(within(form).getByText('Unsaved changes')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(DISCUSSION_SAVE_DELAY_MS));
    expect(puts(requests).at(-1)).toEqual({ version: 3, title: 'Near misses' });
    expect(within(form).getByText('All changes saved')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Restore my changes' })).toBeNull();
    expect(discussionDrafts.read('d1')).toBeNull();
  });

  it('drops the kept title when the author dismisses it', async () => {
    const { form, title } = await openSettings({ status: 400, body: { message: 'The title is not allowed.', code: 'validation_failed' } });
    vi.useFakeTimers();
    fireEvent.change(title(), { target: { value: 'Near misses' } });
    await act(() => vi.advanceTimersByTimeAsync(DISCUSSION_SAVE_DELAY_MS));
    fireEvent.click(within(form).getByRole('button', { name: 'Dismiss' }));
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(discussionDrafts.read('d1')).toBeNull();
  });

  it('waits for the connection while offline and saves when it returns', async () => {
    const { requests, form, title } = await openSettings(({ body }) => ({
      status: 200,
      body: discussionResponse({ ...(body as object), version: 4 }),
    }));
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    vi.useFakeTimers();
    fireEvent.change(title(), { target: { value: 'Typed offline' } });
    await act(() => vi.advanceTimersByTimeAsync(DISCUSSION_SAVE_DELAY_MS * 3));
    expect(puts(requests)).toEqual([]);
    expect(title().value).toBe('Typed offline');
    expect(within(form).getByText('Waiting for the connection')).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(puts(requests)).toEqual([{ version: 3, title: 'Typed offline' }]);
    expect(within(form).getByText('All changes saved')).toBeTruthy();
    expect(screen.queryByText('Waiting for the connection')).toBeNull();
  });
});
