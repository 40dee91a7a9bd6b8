import { COURSE_SAVE_DELAY_MS, defaultPlanInfo, type Course } from '@slidewise/core';
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

  it('saves "due days after assignment" only with its days, which the server requires', async () => {
    const requests = completionApi();
    await renderApp('/course/c1/edit?section=completion');
    await screen.findByLabelText('Due date type', { exact: false });
    vi.useFakeTimers();

    await change('Due date type', 'relative-due-by');
    expect(courseSaves(requests)).toEqual([]);
    expect(screen.getByText('Type the number of days: the course is saved as due after assignment once it has one.')).toBeTruthy();

    await change('Days to complete', '0');
    expect(courseSaves(requests)).toEqual([]);
    await change('Days to complete', '14');
    const saves = courseSaves(requests);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ mandatory: { type: 'relative-due-by', relativeDueDays: 14 } });
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

describe('the certificate layout of the completion section', () => {
  // A new course gives a certificate (the spec's default), so the layout field shows.
  const certified = editorCourse();
  const layoutApi = (planId: string) =>
    mockApi({
      ...signedIn,
      'GET /api/plan': { status: 200, body: defaultPlanInfo({ currentPlan: { ...defaultPlanInfo().currentPlan, id: planId } }) },
      'GET /api/courses/c1': { status: 200, body: certified },
      ...noLessons('c1'),
      'PUT /api/courses/c1': ({ body }) => ({
        status: 200,
        body: { ...certified, ...(body as Partial<Course>), version: certified.version + 1 },
      }),
    });
  const optionLabels = () =>
    [...(screen.getByLabelText('Certificate layout', { exact: false }) as HTMLSelectElement).options].map((option) => option.textContent);

  it('on a plan without them, shows the advanced layouts as Pro beside the upgrade prompt, and does not take them', async () => {
    const requests = layoutApi('freemium');
    await renderApp('/course/c1/edit?section=completion');
    await screen.findByText('Advanced certificates are a Pro feature');
    expect(optionLabels()).toEqual(['Standard', 'Classic (Pro)', 'Modern (Pro)']);
    expect(screen.getByRole('note').textContent).toBe('Upgrade to Pro to give certificates in the advanced layouts, Classic and Modern.');
    vi.useFakeTimers();
    await change('Certificate layout', 'classic');
    expect(courseSaves(requests)).toEqual([]);
  });

  it('on a plan with them, offers every layout and saves the one chosen', async () => {
    const requests = layoutApi('enterprise');
    await renderApp('/course/c1/edit?section=completion');
    await screen.findByLabelText('Certificate layout', { exact: false });
    expect(screen.queryByText('Advanced certificates are a Pro feature')).toBeNull();
    expect(optionLabels()).toEqual(['Standard', 'Classic', 'Modern']);
    vi.useFakeTimers();
    await change('Certificate layout', 'classic');
    expect(courseSaves(requests)).toEqual([
      expect.objectContaining({
        completionCriteria: expect.objectContaining({ certificate: expect.objectContaining({ layout: 'classic' }) }),
      }),
    ]);
  });
});
