import { COURSE_SAVE_DELAY_MS, type Course } from '@slidewise/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedRequest } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';
import { draftKey } from './state/draft-storage.ts';
import { editorCourse, noLessons } from '../../test/course-fixtures.ts';

afterEach(() => vi.useRealTimers());

const course = editorCourse();

function courseApi(extra: Parameters<typeof mockApi>[0] = {}, start: Course = course) {
  return mockApi({ ...signedIn, 'GET /api/courses/c1': { status: 200, body: start }, ...noLessons('c1'), ...extra });
}

const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT' && request.path === '/api/courses/c1');

/** Types into a field and lets the save delay pass on a fake clock. */
async function editAndWait(label: string, value: string, waitMs = COURSE_SAVE_DELAY_MS) {
  vi.useFakeTimers();
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  await act(() => vi.advanceTimersByTimeAsync(waitMs));
  vi.useRealTimers();
}

describe('the course editor page', () => {
  it('loads the course and shows its data, status and save state', async () => {
    courseApi();
    await renderApp('/course/c1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forklift safety' })).toBeTruthy();
    expect(screen.getByText('Draft').closest('[data-status]')?.getAttribute('data-status')).toBe('Draft');
    expect(screen.getByText('All changes saved')).toBeTruthy();
    expect((screen.getByLabelText('Title', { exact: false }) as HTMLInputElement).value).toBe('Forklift safety');
    const navigation = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(navigation).getByRole('link', { name: 'Course data' }).getAttribute('aria-current')).toBe('page');
    expect(within(navigation).getAllByRole('link')).toHaveLength(11);
  });

  it('is reached from /v2/course/{courseId} and /course/{courseId} too', async () => {
    courseApi();
    await renderApp('/v2/course/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forklift safety' })).toBeTruthy();
  });

  it('saves an edit 2 s after the last keystroke, with the version, and then says saved', async () => {
    const requests = courseApi({
      'PUT /api/courses/c1': ({ body }) => ({ status: 200, body: { ...course, ...(body as object), version: 5 } }),
    });
    await renderApp('/course/c1/edit');
    await screen.findByRole('heading', { level: 1, name: 'Forklift safety' });

    // One fake clock for the whole wait: timers set on it do not survive a switch back to real ones.
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Title', { exact: false }), { target: { value: 'Forklift safety basics' } });
    await act(() => vi.advanceTimersByTimeAsync(COURSE_SAVE_DELAY_MS - 1));
    expect(puts(requests)).toEqual([]);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Forklift safety basics' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(puts(requests).map((request) => request.body)).toEqual([{ title: 'Forklift safety basics', version: 4 }]);
    expect(localStorage.getItem(draftKey('c1'))).toBeNull();
  });

  it('reverts a failed save to the state before it and shows the server’s message inline and in a toast', async () => {
    courseApi({ 'PUT /api/courses/c1': { status: 500, body: { message: 'The database is unavailable.', code: 'internal_error' } } });
    await renderApp('/course/c1/edit');
    await screen.findByRole('heading', { level: 1, name: 'Forklift safety' });

    await editAndWait('Description', 'A description that will not be kept.');
    expect(await screen.findByText('Your last change was not saved and has been undone.')).toBeTruthy();
    expect((screen.getByLabelText('Description', { exact: false }) as HTMLTextAreaElement).value).toBe('Driving on site.');
    // Inline beside the form, and in the toast.
    expect(screen.getAllByText('Something went wrong on our side. Please try again.')).toHaveLength(2);
    expect(screen.getByText('Not saved')).toBeTruthy();
  });

  it('on a 409 keeps the edit and, on request, saves it over the current version', async () => {
    const theirs = { ...course, description: 'Edited by a colleague.', version: 9 };
    let attempts = 0;
    const requests = courseApi({
      'PUT /api/courses/c1': ({ body }) => {
        attempts += 1;
        return attempts === 1
          ? { status: 409, body: { message: 'This course was changed elsewhere.', code: 'conflict', details: { current: theirs } } }
          : { status: 200, body: { ...theirs, ...(body as object), version: 10 } };
      },
    });
    const { user } = await renderApp('/course/c1/edit');
    await screen.findByRole('heading', { level: 1, name: 'Forklift safety' });

    await editAndWait('Title', 'My title');
    const dialog = await screen.findByRole('alertdialog', { name: 'This course changed elsewhere' });
    expect((screen.getByLabelText('Title', { exact: false }) as HTMLInputElement).value).toBe('My title');
    // A stale save is the editor's to explain, not a failure toast.
    expect(screen.queryByText('This course was changed elsewhere.')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine and overwrite' }));
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(puts(requests).map((request) => request.body)).toEqual([
      { title: 'My title', version: 4 },
      { title: 'My title', version: 9 },
    ]);
    expect((screen.getByLabelText('Description', { exact: false }) as HTMLTextAreaElement).value).toBe('Edited by a colleague.');
  });

  it('on a 409 can reload their copy instead', async () => {
    const theirs = { ...course, title: 'Their title', version: 9 };
    courseApi({ 'PUT /api/courses/c1': { status: 409, body: { message: 'Changed', code: 'conflict', details: { current: theirs } } } });
    const { user } = await renderApp('/course/c1/edit');
    await screen.findByRole('heading', { level: 1, name: 'Forklift safety' });
    await editAndWait('Title', 'My title');
    await user.click(await screen.findByRole('button', { name: 'Reload theirs' }));
    expect((screen.getByLabelText('Title', { exact: false }) as HTMLInputElement).value).toBe('Their title');
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });

  it('restores unsaved edits kept from before a reload', async () => {
    localStorage.setItem(draftKey('c1'), JSON.stringify({ version: 4, fields: { title: 'Typed before the reload' } }));
    courseApi();
    await renderApp('/course/c1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Typed before the reload' })).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('asks before leaving for another page with unsaved edits', async () => {
    const requests = courseApi({
      'PUT /api/courses/c1': ({ body }) => ({ status: 200, body: { ...course, ...(body as object), version: 5 } }),
      'GET /api/courses': { status: 200, body: { items: [], totalCount: 0, currentPage: 1, pageSize: 2000 } },
    });
    const { user, router } = await renderApp('/course/c1/edit');
    await screen.findByRole('heading', { level: 1, name: 'Forklift safety' });
    fireEvent.change(screen.getByLabelText('Title', { exact: false }), { target: { value: 'Leaving soon' } });
    await user.click(screen.getByRole('link', { name: 'Slidewise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save and leave' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your courses' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(puts(requests).map((request) => request.body)).toEqual([{ title: 'Leaving soon', version: 4 }]);
  });

  it('switches sections from the navigation and moves focus to the section', async () => {
    courseApi({ 'GET /api/tags': { status: 200, body: [] } });
    const { user, router } = await renderApp('/course/c1/edit');
    await screen.findByRole('heading', { level: 1, name: 'Forklift safety' });
    await user.click(screen.getByRole('link', { name: 'Tags' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Tags' });
    expect(router.state.location.search).toBe('?section=tags');
    expect(document.activeElement).toBe(heading);
  });

  it('shows a course the user may not change read-only', async () => {
    const requests = courseApi({}, editorCourse({ userPermissions: ['view', 'comment'] }));
    await renderApp('/course/c1/edit');
    expect(
      await screen.findByText('You can read this course but not change it. Ask its author or an administrator to share it with you.'),
    ).toBeTruthy();
    // Browsers disable every control inside a disabled fieldset; happy-dom does not apply it, so we check the fieldset.
    const fieldset = screen.getByLabelText('Title', { exact: false }).closest('fieldset');
    expect(fieldset?.disabled).toBe(true);
    expect(puts(requests)).toEqual([]);
  });

  it('shows an error with the server’s message when the course cannot be loaded', async () => {
    mockApi({
      ...signedIn,
      'GET /api/courses/c1': { status: 500, body: { message: 'Course store offline.', code: 'internal_error' } },
      ...noLessons('c1'),
    });
    await renderApp('/course/c1/edit');
    expect(await screen.findByText('We could not load this course.')).toBeTruthy();
    expect(screen.getAllByText('Something went wrong on our side. Please try again.').length).toBeGreaterThan(0);
  });
});

describe('creating a course', () => {
  it('fetches nothing for the course "new", creates it, and opens its editor', async () => {
    const created = editorCourse({ id: 'c-new', title: 'Ladder safety', description: '', version: 1 });
    const requests = mockApi({
      ...signedIn,
      'POST /api/courses': { status: 201, body: created },
      'GET /api/courses/c-new': { status: 200, body: created },
      ...noLessons('c-new'),
    });
    const { user, router } = await renderApp('/course/new/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'New course' })).toBeTruthy();
    expect(requests.some((request) => request.path.startsWith('/api/courses/'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Title', { exact: false }), 'Ladder safety');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ladder safety' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/course/c-new/edit');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Ladder safety',
      description: '',
      brandingImage: '',
      libraryImage: '',
      creationType: 'manual',
    });
  });

  it('is offered on the home page', async () => {
    mockApi({ ...signedIn, 'GET /api/courses': { status: 200, body: { items: [], totalCount: 0, currentPage: 1, pageSize: 2000 } } });
    await renderApp('/');
    const link = await screen.findByRole('link', { name: 'New course' });
    expect(link.getAttribute('href')).toBe('/course/new/edit');
  });
});
