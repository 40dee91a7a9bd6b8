import { COURSE_SAVE_DELAY_MS, type Course } from '@slidewise/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedRequest } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';
import { readDraft } from './state/draft-storage.ts';
import { editorCourse, noLessons } from '../../test/course-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const course = editorCourse();
const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT' && request.path === '/api/courses/c1');
const description = () => (screen.getByLabelText('Description', { exact: false }) as HTMLTextAreaElement).value;

async function openEditor(put: Parameters<typeof mockApi>[0][string]) {
  const requests = mockApi({
    ...signedIn,
    'GET /api/courses/c1': { status: 200, body: course },
    ...noLessons('c1'),
    'PUT /api/courses/c1': put,
  });
  await renderApp('/course/c1/edit');
  await screen.findByRole('heading', { level: 1, name: 'Forklift safety' });
  return requests;
}

async function typeDescription(value: string, waitMs = COURSE_SAVE_DELAY_MS) {
  vi.useFakeTimers();
  fireEvent.change(screen.getByLabelText('Description', { exact: false }), { target: { value } });
  await act(() => vi.advanceTimersByTimeAsync(waitMs));
  vi.useRealTimers();
}

describe('the course editor after a failed save', () => {
  it('reverts the field but offers the typed words back; restoring saves them again', async () => {
    let fail = true;
    const requests = await openEditor(({ body }) =>
      fail
        ? { status: 500, body: { message: 'The database is unavailable.', code: 'internal_error' } }
        : { status: 200, body: { ...course, ...(body as Partial<Course>), version: 5 } },
    );
    await typeDescription('Words worth keeping.');
    expect(await screen.findByText('Your last change was not saved and has been undone.')).toBeTruthy();
    expect(description()).toBe('Driving on site.');
    expect(readDraft('c1')?.failed).toEqual({ description: 'Words worth keeping.' });

    fail = false;
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(description()).toBe('Words worth keeping.');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(COURSE_SAVE_DELAY_MS));
    vi.useRealTimers();
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(puts(requests).at(-1)?.body).toEqual({ description: 'Words worth keeping.', version: 4 });
    expect(readDraft('c1')).toBeNull();
  });

  it('drops the kept words when the author dismisses them', async () => {
    await openEditor({ status: 500, body: { message: 'The database is unavailable.', code: 'internal_error' } });
    await typeDescription('Not wanted after all.');
    await screen.findByRole('button', { name: 'Restore my changes' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Restore my changes' })).toBeNull();
    expect(readDraft('c1')).toBeNull();
  });

  it('sends nothing while offline, says it waits for the connection, and saves when it returns', async () => {
    const requests = await openEditor(({ body }) => ({ status: 200, body: { ...course, ...(body as Partial<Course>), version: 5 } }));
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await typeDescription('Typed on the train.', COURSE_SAVE_DELAY_MS * 3);
    expect(puts(requests)).toEqual([]);
    expect(description()).toBe('Typed on the train.');
    expect(screen.getByText('Waiting for the connection')).toBeTruthy();
    expect(readDraft('c1')?.fields).toEqual({ description: 'Typed on the train.' });

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(puts(requests).map((request) => request.body)).toEqual([{ description: 'Typed on the train.', version: 4 }]);
  });
});
