import { CONFERENCE_SAVE_DELAY_MS } from '@slidewise/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn, testUser } from '../../test/render-app.tsx';
import { conferenceDrafts } from './kind.ts';
import { conferenceResponse, registration } from '../../test/conference-fixtures.ts';

afterEach(() => vi.useRealTimers());

const puts = (requests: ReturnType<typeof mockApi>, path: string) =>
  requests.filter((request) => request.method === 'PUT' && request.path === path).map((request) => request.body);
const facilitator = { 'GET /api/me': { status: 200, body: { ...testUser, userRoles: ['facilitator'] } } };

describe('the virtual classroom settings', () => {
  it('saves the capacity and join link 2 s after the last edit, and never sends values the server refuses', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/conferences/v1/latest': { status: 200, body: conferenceResponse() },
      'PUT /api/conferences/v1': ({ body }) => ({ status: 200, body: conferenceResponse({ ...(body as object), version: 3 }) }),
    });
    await renderApp('/virtual-classroom/v1');
    const form = await screen.findByRole('form', { name: 'Conference settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Live Q&A' })).toBeTruthy();
    vi.useFakeTimers();
    const capacity = within(form).getByLabelText('Capacity', { exact: false });
    fireEvent.change(capacity, { target: { value: '0' } });
    expect(within(form).getByText('Enter a whole number from 1, or leave it empty.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Join link', { exact: false }), { target: { value: 'javascript:alert(1)' } });
    expect(within(form).getByText('Enter a web address starting with https:// or http://.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Ends', { exact: false }), { target: { value: '2000-01-01T10:00' } });
    expect(within(form).getByText('The end must be after the start.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(CONFERENCE_SAVE_DELAY_MS));
    expect(puts(requests, '/api/conferences/v1')).toEqual([]);
    fireEvent.change(capacity, { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Join link', { exact: false }), { target: { value: 'https://meet.example.com/new' } });
    await act(() => vi.advanceTimersByTimeAsync(CONFERENCE_SAVE_DELAY_MS));
    expect(puts(requests, '/api/conferences/v1')).toEqual([{ version: 2, capacity: null, joinUrl: 'https://meet.example.com/new' }]);
    expect(within(form).getByText('All changes saved')).toBeTruthy();
  });

  it('puts the fields back and shows the message when a save fails', async () => {
    mockApi({
      ...signedIn,
      'GET /api/conferences/v1/latest': { status: 200, body: conferenceResponse() },
      'PUT /api/conferences/v1': { status: 400, body: { message: 'The end must be after the start.', code: 'validation_failed' } },
    });
    await renderApp('/virtual-classroom/v1');
    const form = await screen.findByRole('form', { name: 'Conference settings' });
    vi.useFakeTimers();
    const title = within(form).getByLabelText('Title', { exact: false }) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Other' } });
    await act(() => vi.advanceTimersByTimeAsync(CONFERENCE_SAVE_DELAY_MS));
    expect(within(form).getByRole('alert').textContent).toContain('Some of what was entered is not valid. Check it and try again.');
    expect(title.value).toBe('Live Q&A');
  });
});

describe('registrations and attendance', () => {
  it('opens on the registrations for a facilitator and marks attendance', async () => {
    const requests = mockApi({
      ...signedIn,
      ...facilitator,
      'GET /api/conferences/v1/latest': { status: 200, body: conferenceResponse() },
      'GET /api/conferences/v1/registrations': {
        status: 200,
        body: {
          items: [registration(), registration({ id: 'g2', user: { id: 'u2', name: 'Sam Second', email: 'sam@example.com' } })],
          currentPage: 1,
          totalCount: 2,
        },
      },
      'PUT /api/conferences/v1/registrations/g1/attendance': ({ body }) => ({
        status: 200,
        body: registration({ attended: (body as { attended: boolean }).attended }),
      }),
    });
    const { user } = await renderApp('/virtual-classroom/v1');
    expect(await screen.findByRole('heading', { level: 2, name: '2 registrations' })).toBeTruthy();
    const lee = screen.getByRole('group', { name: 'Attendance of Lee Learner' });
    await user.click(within(lee).getByRole('button', { name: 'Attended' }));
    await waitFor(() => expect(within(lee).getByRole('button', { name: 'Attended' }).getAttribute('aria-pressed')).toBe('true'));
    expect(puts(requests, '/api/conferences/v1/registrations/g1/attendance')).toEqual([{ attended: true }]);
    // The settings are there to read, not change.
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByText('You can read these settings; authors and administrators change them.')).toBeTruthy();
  });

  it('says so when nobody registered, and when the list cannot be loaded', async () => {
    mockApi({
      ...signedIn,
      ...facilitator,
      'GET /api/conferences/v1/latest': { status: 200, body: conferenceResponse() },
      'GET /api/conferences/v1/registrations': { status: 200, body: { items: [], currentPage: 1, totalCount: 0 } },
    });
    await renderApp('/virtual-classroom/v1');
    expect(await screen.findByText('No one has registered yet.')).toBeTruthy();
    mockApi({
      ...signedIn,
      ...facilitator,
      'GET /api/conferences/v1/latest': { status: 200, body: conferenceResponse() },
      'GET /api/conferences/v1/registrations': { status: 500, body: { message: 'Down', code: 'internal_error' } },
    });
    await renderApp('/virtual-classroom/v1', { language: 'es-ES' });
    expect(await screen.findByText('No se pudieron cargar las inscripciones.')).toBeTruthy();
  });
});

describe('unsaved conference settings through a reload', () => {
  const key = conferenceDrafts.key('v1');
  const restoredNotice = 'Your unsaved changes from last time are back.';

  it('keeps an edit through a reload before its save, puts it back with a notice, saves it and drops the draft', async () => {
    // The first tab dies while its save is under way: the answer never comes.
    const first = mockApi({
      ...signedIn,
      'GET /api/conferences/v1/latest': { status: 200, body: conferenceResponse() },
      'PUT /api/conferences/v1': () => new Promise(() => {}),
    });
    await renderApp('/virtual-classroom/v1');
    const before = await screen.findByRole('form', { name: 'Conference settings' });
    fireEvent.change(within(before).getByLabelText('Join link', { exact: false }), { target: { value: 'https://meet.example.com/kept' } });
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({ version: 2, fields: { joinUrl: 'https://meet.example.com/kept' } });
    cleanup();
    await waitFor(() => expect(puts(first, '/api/conferences/v1')).toHaveLength(1));

    const requests = mockApi({
      ...signedIn,
      'GET /api/conferences/v1/latest': { status: 200, body: conferenceResponse() },
      'PUT /api/conferences/v1': ({ body }) => ({ status: 200, body: conferenceResponse({ ...(body as object), version: 3 }) }),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await renderApp('/virtual-classroom/v1');
    const form = await screen.findByRole('form', { name: 'Conference settings' });
    expect((within(form).getByLabelText('Join link', { exact: false }) as HTMLInputElement).value).toBe('https://meet.example.com/kept');
    expect(within(form).getByText(restoredNotice)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(CONFERENCE_SAVE_DELAY_MS));
    await waitFor(() => expect(puts(requests, '/api/conferences/v1')).toEqual([{ version: 2, joinUrl: 'https://meet.example.com/kept' }]));
    await waitFor(() => expect(within(form).getByText('All changes saved')).toBeTruthy());
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('never puts a draft made on an older version over the newer one without asking', async () => {
    localStorage.setItem(key, JSON.stringify({ version: 1, fields: { joinUrl: 'https://meet.example.com/kept' } }));
    const requests = mockApi({
      ...signedIn,
      'GET /api/conferences/v1/latest': { status: 200, body: conferenceResponse() },
      'PUT /api/conferences/v1': ({ body }) => ({ status: 200, body: conferenceResponse({ ...(body as object), version: 3 }) }),
    });
    await renderApp('/virtual-classroom/v1');
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this' });
    expect(screen.getByText(restoredNotice)).toBeTruthy();
    expect(puts(requests, '/api/conferences/v1')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and overwrite' }));
    await waitFor(() => expect(puts(requests, '/api/conferences/v1')).toEqual([{ version: 2, joinUrl: 'https://meet.example.com/kept' }]));
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  });
});
