import { ASSESSMENT_SAVE_DELAY_MS } from '@slidewise/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';
import { assessmentResponse } from '../../test/activity-fixtures.ts';
import { assessmentDrafts } from './kind.ts';

afterEach(() => vi.useRealTimers());

describe('the assessment settings page', () => {
  it('saves the grading fields with the shared ones, 2 s after the last edit', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/assessments/a1/latest': { status: 200, body: assessmentResponse() },
      'PUT /api/assessments/a1': ({ body }) => ({ status: 200, body: assessmentResponse({ ...(body as object), version: 3 }) }),
    });
    await renderApp('/assignment/a1');
    const form = await screen.findByRole('form', { name: 'Assessment settings' });
    expect(screen.getByRole('link', { name: 'Submissions' }).getAttribute('href')).toBe('/assignments/a1/submissions');
    vi.useFakeTimers();
    fireEvent.click(within(form).getByRole('switch', { name: 'Grade by percentage' }));
    fireEvent.change(within(form).getByLabelText('Minimum score to pass', { exact: false }), { target: { value: '70' } });
    fireEvent.click(within(form).getByRole('switch', { name: 'Published' }));
    await act(() => vi.advanceTimersByTimeAsync(ASSESSMENT_SAVE_DELAY_MS));
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { version: 2, gradeByPercentage: true, minimumScore: 70, isPublished: true },
    ]);
    expect(within(form).getByText('All changes saved')).toBeTruthy();
  });

  it('keeps a minimum score above 100 on screen with its message when grading by percentage, unsent', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/assessments/a1/latest': { status: 200, body: assessmentResponse({ gradeByPercentage: true }) },
    });
    await renderApp('/assignment/a1');
    const form = await screen.findByRole('form', { name: 'Assessment settings' });
    vi.useFakeTimers();
    fireEvent.change(within(form).getByLabelText('Minimum score to pass', { exact: false }), { target: { value: '150' } });
    expect(within(form).getByText('Enter a number from 0 to 100.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(ASSESSMENT_SAVE_DELAY_MS));
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('asks for a course when "new" comes without one, and reads nothing', async () => {
    const requests = mockApi(signedIn);
    await renderApp('/assignment/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New assessment' })).toBeTruthy();
    expect(screen.getByText('A new item belongs to a course: add it from the lessons of the course editor.')).toBeTruthy();
    expect(requests.some((request) => request.path.startsWith('/api/assessments'))).toBe(false);
  });
});

describe('unsaved assessment settings through a reload', () => {
  const key = assessmentDrafts.key('a1');
  const puts = (requests: ReturnType<typeof mockApi>) =>
    requests.filter((request) => request.method === 'PUT').map((request) => request.body);
  const restoredNotice = 'Your unsaved changes from last time are back.';

  it('keeps an edit through a reload before its save, puts it back with a notice, saves it and drops the draft', async () => {
    // The first tab dies while its save is under way: the answer never comes.
    const first = mockApi({
      ...signedIn,
      'GET /api/assessments/a1/latest': { status: 200, body: assessmentResponse() },
      'PUT /api/assessments/a1': () => new Promise(() => {}),
    });
    await renderApp('/assignment/a1');
    const before = await screen.findByRole('form', { name: 'Assessment settings' });
    fireEvent.change(within(before).getByLabelText('Minimum score to pass', { exact: false }), { target: { value: '42' } });
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({ version: 2, fields: { minimumScore: 42 } });
    cleanup();
    await waitFor(() => expect(puts(first)).toHaveLength(1));

    const requests = mockApi({
      ...signedIn,
      'GET /api/assessments/a1/latest': { status: 200, body: assessmentResponse() },
      'PUT /api/assessments/a1': ({ body }) => ({ status: 200, body: assessmentResponse({ ...(body as object), version: 3 }) }),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await renderApp('/assignment/a1');
    const form = await screen.findByRole('form', { name: 'Assessment settings' });
    expect((within(form).getByLabelText('Minimum score to pass', { exact: false }) as HTMLInputElement).value).toBe('42');
    expect(within(form).getByText(restoredNotice)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(ASSESSMENT_SAVE_DELAY_MS));
    await waitFor(() => expect(puts(requests)).toEqual([{ version: 2, minimumScore: 42 }]));
    await waitFor(() => expect(within(form).getByText('All changes saved')).toBeTruthy());
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('never puts a draft made on an older version over the newer one without asking', async () => {
    localStorage.setItem(key, JSON.stringify({ version: 1, fields: { minimumScore: 42 } }));
    const requests = mockApi({
      ...signedIn,
      'GET /api/assessments/a1/latest': { status: 200, body: assessmentResponse() },
      'PUT /api/assessments/a1': ({ body }) => ({ status: 200, body: assessmentResponse({ ...(body as object), version: 3 }) }),
    });
    await renderApp('/assignment/a1');
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this' });
    expect(screen.getByText(restoredNotice)).toBeTruthy();
    expect(puts(requests)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and overwrite' }));
    await waitFor(() => expect(puts(requests)).toEqual([{ version: 2, minimumScore: 42 }]));
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  });
});
