import { DISCUSSION_SAVE_DELAY_MS } from '@slidewise/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn, testUser } from '../../test/render-app.tsx';
import { discussionDrafts } from './kind.ts';
import { discussionResponse } from '../../test/activity-fixtures.ts';

afterEach(() => vi.useRealTimers());

const puts = (requests: ReturnType<typeof mockApi>) =>
  requests.filter((request) => request.method === 'PUT').map((request) => ({ path: request.path, body: request.body }));

describe('the discussion settings page', () => {
  it('shows the discussion and saves the edited fields 2 s after the last edit, with its version', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/discussions/d1/latest': { status: 200, body: discussionResponse() },
      'PUT /api/discussions/d1': ({ body }) => ({ status: 200, body: discussionResponse({ ...(body as object), version: 4 }) }),
    });
    await renderApp('/discussion/d1');
    const form = await screen.findByRole('form', { name: 'Discussion settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ladder stories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Posts and comments' }).getAttribute('href')).toBe('/discussions/d1/posts');
    expect(
      (within(form).getByRole('switch', { name: 'Learners see each other\u2019s posts'.replace('\u2019', "'") }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    vi.useFakeTimers();
    fireEvent.change(within(form).getByLabelText('Title', { exact: false }), { target: { value: 'Near misses' } });
    fireEvent.click(within(form).getByRole('switch', { name: 'A post is required' }));
    expect(within(form).getByText('Unsaved changes')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(DISCUSSION_SAVE_DELAY_MS - 1));
    expect(puts(requests)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(puts(requests)).toEqual([{ path: '/api/discussions/d1', body: { version: 3, title: 'Near misses', postRequired: true } }]);
    expect(within(form).getByText('All changes saved')).toBeTruthy();
  });

  it('puts the fields back and shows the message when a save fails', async () => {
    mockApi({
      ...signedIn,
      'GET /api/discussions/d1/latest': { status: 200, body: discussionResponse() },
      'PUT /api/discussions/d1': { status: 400, body: { message: 'The title is not allowed.', code: 'validation_failed' } },
    });
    await renderApp('/discussion/d1');
    const form = await screen.findByRole('form', { name: 'Discussion settings' });
    vi.useFakeTimers();
    const title = within(form).getByLabelText('Title', { exact: false }) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Refused' } });
    await act(() => vi.advanceTimersByTimeAsync(DISCUSSION_SAVE_DELAY_MS));
    expect(within(form).getByRole('alert').textContent).toContain('Some of what was entered is not valid. Check it and try again.');
    expect(title.value).toBe('Ladder stories');
    expect(within(form).getByText('Not saved')).toBeTruthy();
  });

  it('never sends a blank title, and refuses an end before the start', async () => {
    const requests = mockApi({ ...signedIn, 'GET /api/discussions/d1/latest': { status: 200, body: discussionResponse() } });
    await renderApp('/discussion/d1');
    const form = await screen.findByRole('form', { name: 'Discussion settings' });
    vi.useFakeTimers();
    fireEvent.change(within(form).getByLabelText('Title', { exact: false }), { target: { value: '  ' } });
    expect(within(form).getByText('Please fill in this field.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Opens', { exact: false }), { target: { value: '2026-05-02T10:00' } });
    fireEvent.change(within(form).getByLabelText('Closes', { exact: false }), { target: { value: '2026-05-01T10:00' } });
    expect(within(form).getByText('The end must not be before the start.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(DISCUSSION_SAVE_DELAY_MS));
    // Only the valid start went out.
    expect(puts(requests).map((put) => Object.keys(put.body as object).sort())).toEqual([['planning', 'version']]);
  });

  it('offers the choice on a 409 and saves mine on their version', async () => {
    let attempts = 0;
    const theirs = discussionResponse({ description: 'Changed elsewhere', version: 9 });
    const requests = mockApi({
      ...signedIn,
      'GET /api/discussions/d1/latest': { status: 200, body: discussionResponse() },
      'PUT /api/discussions/d1': ({ body }) => {
        attempts += 1;
        return attempts === 1
          ? { status: 409, body: { message: 'Changed elsewhere', code: 'conflict', details: { current: theirs } } }
          : { status: 200, body: { ...theirs, ...(body as object), version: 10 } };
      },
    });
    await renderApp('/discussion/d1');
    const form = await screen.findByRole('form', { name: 'Discussion settings' });
    vi.useFakeTimers();
    fireEvent.change(within(form).getByLabelText('Title', { exact: false }), { target: { value: 'Mine' } });
    await act(() => vi.advanceTimersByTimeAsync(DISCUSSION_SAVE_DELAY_MS));
    const dialog = screen.getByRole('alertdialog', { name: 'Someone else changed this' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and overwrite' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(puts(requests).at(-1)?.body).toEqual({ version: 9, title: 'Mine' });
    expect((within(form).getByLabelText('Description', { exact: false }) as HTMLTextAreaElement).value).toBe('Changed elsewhere');
  });

  it('creates a new discussion in its course once it has a title, then moves to its address', async () => {
    const requests = mockApi({
      ...signedIn,
      'PUT /api/discussions/new': ({ body }) => ({ status: 201, body: discussionResponse({ ...(body as object), id: 'd9', version: 1 }) }),
    });
    const { router } = await renderApp('/discussion/new?courseId=c1');
    const form = await screen.findByRole('form', { name: 'Discussion settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'New discussion' })).toBeTruthy();
    expect(requests.some((request) => request.path.startsWith('/api/discussions/new') && request.method === 'GET')).toBe(false);
    vi.useFakeTimers();
    fireEvent.click(within(form).getByRole('switch', { name: 'A comment is required' }));
    await act(() => vi.advanceTimersByTimeAsync(DISCUSSION_SAVE_DELAY_MS));
    // authoring §5: nothing is saved for the placeholder until it can be created.
    expect(puts(requests)).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Title', { exact: false }), { target: { value: 'Toolbox talk' } });
    await act(() => vi.advanceTimersByTimeAsync(DISCUSSION_SAVE_DELAY_MS));
    expect(puts(requests)).toEqual([
      {
        path: '/api/discussions/new',
        body: {
          courseId: 'c1',
          title: 'Toolbox talk',
          description: '',
          externalId: '',
          isPublished: false,
          postRequired: false,
          commentRequired: true,
          visibleToAllUsers: true,
          planning: { startDateTime: null, endDateTime: null },
        },
      },
    ]);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/discussion/d9'));
    expect(within(screen.getByRole('form', { name: 'Discussion settings' })).getByText('All changes saved')).toBeTruthy();
  });

  it('shows a facilitator the settings read-only, without a save status', async () => {
    mockApi({
      ...signedIn,
      'GET /api/me': { status: 200, body: { ...testUser, userRoles: ['facilitator'] } },
      'GET /api/discussions/d1/latest': { status: 200, body: discussionResponse() },
    });
    await renderApp('/discussion/d1');
    const form = await screen.findByRole('form', { name: 'Discussion settings' });
    expect(within(form).getByText('You can read these settings; authors and administrators change them.')).toBeTruthy();
    // Disabled by the fieldset around them (browsers disable every control inside; happy-dom does not model it).
    expect(within(form).getByLabelText('Title', { exact: false }).closest('fieldset[disabled]')).not.toBeNull();
    expect(within(form).getByRole('switch', { name: 'Published' }).closest('fieldset[disabled]')).not.toBeNull();
    expect(within(form).queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Posts and comments' })).toBeTruthy();
  });

  it('says what went wrong when the discussion cannot be read', async () => {
    mockApi({
      ...signedIn,
      'GET /api/discussions/d1/latest': { status: 500, body: { message: 'The database is unavailable.', code: 'internal_error' } },
    });
    await renderApp('/discussion/d1');
    expect(await screen.findByText('The discussion could not be loaded.')).toBeTruthy();
    expect(screen.getAllByText('Something went wrong on our side. Please try again.').length).toBeGreaterThan(0);
  });
});

describe('unsaved discussion settings through a reload', () => {
  const key = discussionDrafts.key('d1');

  it('keeps an edit through a reload before its save, puts it back with a notice, saves it and drops the draft', async () => {
    // The first tab dies while its save is under way: the answer never comes.
    const first = mockApi({
      ...signedIn,
      'GET /api/discussions/d1/latest': { status: 200, body: discussionResponse() },
      'PUT /api/discussions/d1': () => new Promise(() => {}),
    });
    await renderApp('/discussion/d1');
    const before = await screen.findByRole('form', { name: 'Discussion settings' });
    fireEvent.change(within(before).getByLabelText('Title', { exact: false }), { target: { value: 'Typed before the reload' } });
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({ version: 3, fields: { title: 'Typed before the reload' } });
    // Leaving sends what waits; the tab is gone before the answer.
    cleanup();
    await waitFor(() => expect(puts(first)).toHaveLength(1));

    const requests = mockApi({
      ...signedIn,
      'GET /api/discussions/d1/latest': { status: 200, body: discussionResponse() },
      'PUT /api/discussions/d1': ({ body }) => ({ status: 200, body: discussionResponse({ ...(body as object), version: 4 }) }),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await renderApp('/discussion/d1');
    const form = await screen.findByRole('form', { name: 'Discussion settings' });
    expect((within(form).getByLabelText('Title', { exact: false }) as HTMLInputElement).value).toBe('Typed before the reload');
    expect(within(form).getByText('Your unsaved changes from last time are back.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(DISCUSSION_SAVE_DELAY_MS));
    await waitFor(() =>
      expect(puts(requests)).toEqual([{ path: '/api/discussions/d1', body: { version: 3, title: 'Typed before the reload' } }]),
    );
    await waitFor(() => expect(within(form).getByText('All changes saved')).toBeTruthy());
    expect(localStorage.getItem(key)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Dismiss' }));
    expect(within(form).queryByText('Your unsaved changes from last time are back.')).toBeNull();
  });

  it('opens without a notice or a save when there is no draft', async () => {
    const requests = mockApi({ ...signedIn, 'GET /api/discussions/d1/latest': { status: 200, body: discussionResponse() } });
    await renderApp('/discussion/d1');
    const form = await screen.findByRole('form', { name: 'Discussion settings' });
    expect(within(form).queryByText('Your unsaved changes from last time are back.')).toBeNull();
    expect(within(form).getByText('All changes saved')).toBeTruthy();
    expect(puts(requests)).toEqual([]);
  });

  it('never puts a draft made on an older version over the newer one without asking', async () => {
    localStorage.setItem(key, JSON.stringify({ version: 2, fields: { title: 'Mine from before' } }));
    const requests = mockApi({
      ...signedIn,
      'GET /api/discussions/d1/latest': { status: 200, body: discussionResponse({ description: 'Changed elsewhere' }) },
      'PUT /api/discussions/d1': ({ body }) => ({
        status: 200,
        body: discussionResponse({ description: 'Changed elsewhere', ...(body as object), version: 4 }),
      }),
    });
    await renderApp('/discussion/d1');
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this' });
    expect(puts(requests)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and overwrite' }));
    await waitFor(() => expect(puts(requests)).toEqual([{ path: '/api/discussions/d1', body: { version: 3, title: 'Mine from before' } }]));
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
    const form = screen.getByRole('form', { name: 'Discussion settings' });
    expect((within(form).getByLabelText('Description', { exact: false }) as HTMLTextAreaElement).value).toBe('Changed elsewhere');
  });

  it('drops the stale draft when the author reloads theirs', async () => {
    localStorage.setItem(key, JSON.stringify({ version: 2, fields: { title: 'Mine from before' } }));
    const requests = mockApi({ ...signedIn, 'GET /api/discussions/d1/latest': { status: 200, body: discussionResponse() } });
    await renderApp('/discussion/d1');
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload theirs' }));
    const form = screen.getByRole('form', { name: 'Discussion settings' });
    expect((within(form).getByLabelText('Title', { exact: false }) as HTMLInputElement).value).toBe('Ladder stories');
    expect(localStorage.getItem(key)).toBeNull();
    expect(puts(requests)).toEqual([]);
  });
});
