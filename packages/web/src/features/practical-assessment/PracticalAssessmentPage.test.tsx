import { OBSERVATION_SAVE_DELAY_MS } from '@slidewise/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn, testUser } from '../../test/render-app.tsx';
import { observationDrafts } from './kind.ts';
import { observationRecord, observationResponse } from '../../test/observation-fixtures.ts';

afterEach(() => vi.useRealTimers());

const puts = (requests: ReturnType<typeof mockApi>, path: string) =>
  requests.filter((request) => request.method === 'PUT' && request.path === path).map((request) => request.body);
const facilitator = { 'GET /api/me': { status: 200, body: { ...testUser, userRoles: ['facilitator'] } } };
const noRecords = { 'GET /api/observations/o1/submissions': { status: 200, body: { items: [], currentPage: 1, totalCount: 0 } } };
const learners = {
  'GET /api/observations/o1/learners': { status: 200, body: { items: [{ id: 'u1', name: 'Lee Learner', email: 'lee@example.com' }] } },
};

describe('the practical assessment settings', () => {
  it('adds a criterion and saves the edits 2 s after the last one, with the version', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/observations/o1/latest': { status: 200, body: observationResponse() },
      'PUT /api/observations/o1': ({ body }) => ({ status: 200, body: observationResponse({ ...(body as object), version: 4 }) }),
    });
    await renderApp('/practical-assessment/o1');
    const form = await screen.findByRole('form', { name: 'Observation settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ladder safety' })).toBeTruthy();
    expect((within(form).getByLabelText(/^Criterion 1/) as HTMLInputElement).value).toBe('Checks the ladder');
    vi.useFakeTimers();
    fireEvent.click(within(form).getByRole('button', { name: 'Add a criterion' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Move criterion 2 up' }));
    fireEvent.change(within(form).getByLabelText(/^Criterion 3/), { target: { value: 'Faces the ladder' } });
    await act(() => vi.advanceTimersByTimeAsync(OBSERVATION_SAVE_DELAY_MS - 1));
    expect(puts(requests, '/api/observations/o1')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const [sent] = puts(requests, '/api/observations/o1') as { version: number; criteria: { title: string }[] }[];
    expect(sent!.version).toBe(3);
    expect(sent!.criteria.map((criterion) => criterion.title)).toEqual([
      'Three points of contact',
      'Checks the ladder',
      'Faces the ladder',
    ]);
    expect(within(form).getByText('All changes saved')).toBeTruthy();
  });

  it('puts the fields back and shows the message when a save fails, and never sends a blank criterion', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/observations/o1/latest': { status: 200, body: observationResponse() },
      'PUT /api/observations/o1': { status: 400, body: { message: 'That is not allowed.', code: 'validation_failed' } },
    });
    await renderApp('/practical-assessment/o1');
    const form = await screen.findByRole('form', { name: 'Observation settings' });
    vi.useFakeTimers();
    fireEvent.change(within(form).getByLabelText(/^Criterion 2/), { target: { value: '   ' } });
    expect(within(form).getByText('Please fill in this field.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(OBSERVATION_SAVE_DELAY_MS));
    expect(puts(requests, '/api/observations/o1')).toEqual([]);
    const title = within(form).getByLabelText('Title', { exact: false }) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Refused' } });
    await act(() => vi.advanceTimersByTimeAsync(OBSERVATION_SAVE_DELAY_MS));
    expect(within(form).getByRole('alert').textContent).toContain('Some of what was entered is not valid. Check it and try again.');
    expect(title.value).toBe('Ladder safety');
  });

  it('says when the observation cannot be loaded', async () => {
    mockApi({
      ...signedIn,
      'GET /api/observations/o1/latest': { status: 500, body: { message: 'The database is unavailable.', code: 'internal_error' } },
    });
    await renderApp('/practical-assessment/o1');
    expect(await screen.findByText('The observation could not be loaded.')).toBeTruthy();
    expect(screen.getAllByText('Something went wrong on our side. Please try again.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('observing a learner', () => {
  it('lets a facilitator (read-only settings) start a record, judge the criteria, submit and complete it', async () => {
    let record = observationRecord();
    const requests = mockApi({
      ...signedIn,
      ...facilitator,
      ...learners,
      'GET /api/observations/o1/latest': { status: 200, body: observationResponse() },
      'GET /api/observations/o1/submissions': () => ({
        status: 200,
        body: { items: requests.some((request) => request.method === 'POST') ? [record] : [], currentPage: 1, totalCount: 1 },
      }),
      'POST /api/observations/o1/submissions': { status: 201, body: record },
      'PUT /api/observations/o1/submissions/r1': ({ body }) => {
        const { action, ratings, passed } = body as { action: string; ratings?: []; passed?: boolean };
        record = {
          ...record,
          version: record.version + 1,
          state: action === 'submit' ? 'submitted' : 'completed',
          ...(ratings ? { ratings } : {}),
          ...(passed !== undefined ? { passed } : {}),
        };
        return { status: 200, body: record };
      },
    });
    const { user } = await renderApp('/practical-assessment/o1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Observation records' })).toBeTruthy();
    expect(await screen.findByText('No one has been observed yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start observing' }));
    expect(screen.getByText('Choose the learner you are observing first.')).toBeTruthy();
    await user.selectOptions(await screen.findByLabelText('Learner to observe'), 'u1');
    await user.click(screen.getByRole('button', { name: 'Start observing' }));
    const editor = await screen.findByRole('region', { name: 'Record of Lee Learner' });
    await user.click(within(editor).getAllByRole('radio', { name: 'Met' })[0]!);
    await user.type(within(editor).getByLabelText('Note on “Checks the ladder”', { exact: false }), 'Steady');
    expect(within(editor).queryByRole('button', { name: 'Complete' })).toBeNull();
    await user.click(within(editor).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(puts(requests, '/api/observations/o1/submissions/r1')[0]).toEqual({
        version: 1,
        action: 'submit',
        ratings: [
          { criterionId: 'k1', met: true, note: 'Steady' },
          { criterionId: 'k2', met: null, note: '' },
        ],
        note: '',
      }),
    );
    const submitted = await screen.findByRole('region', { name: 'Record of Lee Learner' });
    await user.click(await within(submitted).findByRole('button', { name: 'Complete' }));
    expect(within(submitted).getByText('Say whether the learner passed before completing.')).toBeTruthy();
    await user.click(within(submitted).getByRole('radio', { name: 'Passed' }));
    await user.click(within(submitted).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(puts(requests, '/api/observations/o1/submissions/r1')[1]).toEqual({ version: 2, action: 'complete', passed: true }),
    );
    expect((await screen.findAllByText('Passed')).length).toBeGreaterThan(0);
  });

  it('shows the server’s message when a step is refused', async () => {
    mockApi({
      ...signedIn,
      ...facilitator,
      ...learners,
      'GET /api/observations/o1/latest': { status: 200, body: observationResponse() },
      'GET /api/observations/o1/submissions': {
        status: 200,
        body: { items: [observationRecord({ state: 'saved', version: 2 })], currentPage: 1, totalCount: 1 },
      },
      'PUT /api/observations/o1/submissions/r1': {
        status: 409,
        body: { message: 'This record was changed by someone else. Reload it and try again.', code: 'conflict' },
      },
    });
    const { user } = await renderApp('/practical-assessment/o1');
    await user.click(await screen.findByRole('button', { name: 'Open the record of Lee Learner' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This was changed somewhere else since you opened it. Reload it, or apply your change again on top.'),
    ).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    mockApi({
      ...signedIn,
      ...facilitator,
      ...learners,
      ...noRecords,
      'GET /api/observations/o1/latest': { status: 200, body: observationResponse() },
    });
    await renderApp('/practical-assessment/o1', { language: 'es-ES' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Registros de observación' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Empezar a observar' })).toBeTruthy();
  });
});

describe('unsaved observation settings through a reload', () => {
  const key = observationDrafts.key('o1');
  const restoredNotice = 'Your unsaved changes from last time are back.';

  it('keeps an edit through a reload before its save, puts it back with a notice, saves it and drops the draft', async () => {
    // The first tab dies while its save is under way: the answer never comes.
    const first = mockApi({
      ...signedIn,
      'GET /api/observations/o1/latest': { status: 200, body: observationResponse() },
      'PUT /api/observations/o1': () => new Promise(() => {}),
    });
    await renderApp('/practical-assessment/o1');
    const before = await screen.findByRole('form', { name: 'Observation settings' });
    fireEvent.change(within(before).getByLabelText('Title', { exact: false }), { target: { value: 'Ladder safety, revised' } });
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({ version: 3, fields: { title: 'Ladder safety, revised' } });
    cleanup();
    await waitFor(() => expect(puts(first, '/api/observations/o1')).toHaveLength(1));

    const requests = mockApi({
      ...signedIn,
      'GET /api/observations/o1/latest': { status: 200, body: observationResponse() },
      'PUT /api/observations/o1': ({ body }) => ({ status: 200, body: observationResponse({ ...(body as object), version: 4 }) }),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await renderApp('/practical-assessment/o1');
    const form = await screen.findByRole('form', { name: 'Observation settings' });
    expect((within(form).getByLabelText('Title', { exact: false }) as HTMLInputElement).value).toBe('Ladder safety, revised');
    expect(within(form).getByText(restoredNotice)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(OBSERVATION_SAVE_DELAY_MS));
    await waitFor(() => expect(puts(requests, '/api/observations/o1')).toEqual([{ version: 3, title: 'Ladder safety, revised' }]));
    await waitFor(() => expect(within(form).getByText('All changes saved')).toBeTruthy());
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('never puts a draft made on an older version over the newer one without asking', async () => {
    localStorage.setItem(key, JSON.stringify({ version: 2, fields: { title: 'Ladder safety, revised' } }));
    const requests = mockApi({
      ...signedIn,
      'GET /api/observations/o1/latest': { status: 200, body: observationResponse() },
      'PUT /api/observations/o1': ({ body }) => ({ status: 200, body: observationResponse({ ...(body as object), version: 4 }) }),
    });
    await renderApp('/practical-assessment/o1');
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this' });
    expect(screen.getByText(restoredNotice)).toBeTruthy();
    expect(puts(requests, '/api/observations/o1')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and overwrite' }));
    await waitFor(() => expect(puts(requests, '/api/observations/o1')).toEqual([{ version: 3, title: 'Ladder safety, revised' }]));
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  });
});
