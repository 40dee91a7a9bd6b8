import { COURSE_SAVE_DELAY_MS, type Course } from '@slidewise/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';
import { editorCourse, noLessons } from '../../../test/course-fixtures.ts';

afterEach(() => vi.useRealTimers());

const course = editorCourse();

function completionApi() {
  return mockApi({
    ...signedIn,
    'GET /api/courses/c1': { status: 200, body: course },
    ...noLessons('c1'),
    'PUT /api/courses/c1': ({ body }) => ({ status: 200, body: { ...course, ...(body as Partial<Course>), version: course.version + 1 } }),
  });
}

const courseSaves = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT' && request.path === '/api/courses/c1').map((request) => request.body);

async function change(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  await act(() => vi.advanceTimersByTimeAsync(COURSE_SAVE_DELAY_MS));
}

describe('the due date of the completion section', () => {
  it('saves "due by a date" only with its date, which the server requires', async () => {
    const requests = completionApi();
    await renderApp('/course/c1/edit?section=completion');
    await screen.findByLabelText('Due date type', { exact: false });
    vi.useFakeTimers();

    await change('Due date type', 'due-by');
    expect(courseSaves(requests)).toEqual([]);
    expect(screen.getByText('Pick the date: the course is saved as due by a date once it has one.')).toBeTruthy();

    await change('Due by', '2030-06-01T17:00');
    const saves = courseSaves(requests);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ mandatory: { type: 'due-by', dueDate: new Date('2030-06-01T17:00').toISOString() } });
  });

  it('says a cleared date is required and does not save it', async () => {
    const requests = completionApi();
    await renderApp('/course/c1/edit?section=completion');
    await screen.findByLabelText('Due date type', { exact: false });
    vi.useFakeTimers();
    await change('Due date type', 'due-by');
    await change('Due by', '2030-06-01T17:00');
    await change('Due by', '');
    expect(courseSaves(requests)).toHaveLength(1);
    expect(screen.getByText('Please fill in this field.')).toBeTruthy();
  });
});
