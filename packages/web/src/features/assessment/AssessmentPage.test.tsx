import { ASSESSMENT_SAVE_DELAY_MS } from '@slidewise/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';
import { assessmentResponse } from '../discussion/test-fixtures.ts';

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
    const requests = mockApi({ ...signedIn, 'GET /api/assessments/a1/latest': { status: 200, body: assessmentResponse({ gradeByPercentage: true }) } });
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
