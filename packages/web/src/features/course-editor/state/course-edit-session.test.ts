import { defaultCourse, type Course } from '@slidewise/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeCourseStatus } from '../../../api/index.ts';
import { mockApi, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { createCourseEditSession, type CourseEditSession } from './course-edit-session.ts';
import { readDraft } from './draft-storage.ts';
import { saveStatus } from '../../../ui/saving/edit-state.ts';
import { newTag } from './course-save-channels.ts';
import { fakeConnection } from '../../../ui/saving/fake-connection.ts';

const course = defaultCourse({ id: 'c1', title: 'Safety', description: 'Basics', version: 3 });
let session: CourseEditSession | undefined;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  session?.dispose();
  vi.useRealTimers();
});

function open(start: Course = course) {
  session = createCourseEditSession({ course: start, describeError: (error) => (error instanceof Error ? error.message : 'failed') });
  return session;
}

/** Answers each save with the course as the body asks, one version up. */
function acceptingServer(current: Course = course) {
  let stored = current;
  const accept = (changes: Partial<Course>) => {
    stored = { ...stored, ...changes, version: stored.version + 1 };
    return { status: 200, body: stored };
  };
  const requests = mockApi({
    'PUT /api/courses/c1': ({ body }) => {
      const { version: _version, ...fields } = body as Partial<Course>;
      return accept(fields);
    },
    'PUT /api/courses/c1/prerequisites': ({ body }) => accept({ prerequisites: (body as Course).prerequisites }),
    'PUT /api/courses/c1/usergroups': ({ body }) => accept(body as Partial<Course>),
    'PUT /api/courses/c1/tags': ({ body }) => {
      const { tagIds, newTagNames = [] } = body as { tagIds: string[]; newTagNames?: string[] };
      return accept({
        tags: [...tagIds.map((id) => ({ id, name: id })), ...newTagNames.map((name, index) => ({ id: `t-${index}`, name }))],
      });
    },
  });
  return requests;
}

const bodies = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.body);

describe('a course edit session', () => {
  it('saves course data 2 s after the last edit, sending only the edited fields and the version', async () => {
    const requests = acceptingServer();
    const editor = open();
    editor.edit({ title: 'Site safety' });
    await vi.advanceTimersByTimeAsync(1000);
    editor.edit({ title: 'Site safety basics' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(bodies(requests, '/api/courses/c1')).toEqual([]);
    expect(saveStatus(editor.getState())).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(1);
    expect(bodies(requests, '/api/courses/c1')).toEqual([{ title: 'Site safety basics', version: 3 }]);
    expect(saveStatus(editor.getState())).toBe('saved');
    expect(editor.getState().original.version).toBe(4);
  });

  it('saves prerequisites and user groups after 1 s, each with its own call, one after the other', async () => {
    const requests = acceptingServer();
    const editor = open();
    editor.edit({ prerequisites: ['c2'] });
    editor.edit({ universalAccess: false, userGroups: ['g1'] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(bodies(requests, '/api/courses/c1/prerequisites')).toEqual([{ prerequisites: ['c2'], version: 3 }]);
    // The second save carries the version the first one answered.
    expect(bodies(requests, '/api/courses/c1/usergroups')).toEqual([{ universalAccess: false, userGroups: ['g1'], version: 4 }]);
  });

  it('creates typed tags on the fly and takes the server’s ids', async () => {
    const requests = acceptingServer(defaultCourse({ ...course, tags: [{ id: 'safety', name: 'safety' }] }));
    const editor = open(defaultCourse({ ...course, tags: [{ id: 'safety', name: 'safety' }] }));
    editor.edit({ tags: [...editor.getState().changed.tags, newTag(' Forklifts ')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies(requests, '/api/courses/c1/tags')).toEqual([{ tagIds: ['safety'], newTagNames: ['Forklifts'], version: 3 }]);
    expect(editor.getState().changed.tags).toEqual([
      { id: 'safety', name: 'safety' },
      { id: 't-0', name: 'Forklifts' },
    ]);
  });

  it('reverts a failed save and keeps the server’s message', async () => {
    mockApi({ 'PUT /api/courses/c1': { status: 500, body: { message: 'The database is unavailable.', code: 'internal_error' } } });
    const editor = open();
    editor.edit({ title: 'Lost title' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(editor.getState().changed.title).toBe('Safety');
    expect(editor.getState().error).toBe('The database is unavailable.');
    expect(saveStatus(editor.getState())).toBe('error');
    // The live fields are reverted, but what was typed is kept apart in the draft, to be restored.
    expect(editor.getState().failedEdits).toEqual({ title: 'Lost title' });
    expect(readDraft('c1')).toEqual({ version: 3, fields: {}, failed: { title: 'Lost title' } });
  });

  it('restores the failed edits as unsaved edits and saves them again', async () => {
    let fail = true;
    const requests = mockApi({
      'PUT /api/courses/c1': ({ body }) => {
        if (fail) return { status: 500, body: { message: 'The database is unavailable.', code: 'internal_error' } };
        const { version: _version, ...fields } = body as Partial<Course>;
        return { status: 200, body: { ...course, ...fields, version: 4 } };
      },
    });
    const editor = open();
    editor.edit({ title: 'Kept title' });
    await vi.advanceTimersByTimeAsync(2000);
    fail = false;
    editor.restoreFailedEdits();
    expect(editor.getState().changed.title).toBe('Kept title');
    expect(editor.getState().error).toBeNull();
    expect(saveStatus(editor.getState())).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(2000);
    expect(bodies(requests, '/api/courses/c1').at(-1)).toEqual({ title: 'Kept title', version: 3 });
    expect(saveStatus(editor.getState())).toBe('saved');
    expect(readDraft('c1')).toBeNull();
  });

  it('drops the failed edits when dismissed, or when a later save of those fields succeeds', async () => {
    let fail = true;
    mockApi({
      'PUT /api/courses/c1': ({ body }) => {
        if (fail) return { status: 500, body: { message: 'No.', code: 'internal_error' } };
        const { version: _version, ...fields } = body as Partial<Course>;
        return { status: 200, body: { ...course, ...fields, version: 4 } };
      },
    });
    const editor = open();
    editor.edit({ title: 'First try' });
    await vi.advanceTimersByTimeAsync(2000);
    editor.dismissFailedEdits();
    expect(editor.getState().failedEdits).toBeNull();
    expect(editor.getState().error).toBeNull();
    expect(readDraft('c1')).toBeNull();

    editor.edit({ title: 'Second try' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(editor.getState().failedEdits).toEqual({ title: 'Second try' });
    fail = false;
    editor.edit({ title: 'Third try' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(editor.getState().changed.title).toBe('Third try');
    expect(editor.getState().failedEdits).toBeNull();
    expect(readDraft('c1')).toBeNull();
  });

  it('does not send while offline: the edits wait unsaved in the draft and go out when the connection returns', async () => {
    const requests = acceptingServer();
    const connection = fakeConnection(false);
    session = createCourseEditSession({ course, describeError: () => 'failed', connection });
    session.edit({ title: 'Typed offline' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(bodies(requests, '/api/courses/c1')).toEqual([]);
    expect(session.getState().changed.title).toBe('Typed offline');
    expect(saveStatus(session.getState())).toBe('offline');
    expect(readDraft('c1')).toEqual({ version: 3, fields: { title: 'Typed offline' } });
    connection.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies(requests, '/api/courses/c1')).toEqual([{ title: 'Typed offline', version: 3 }]);
    expect(saveStatus(session.getState())).toBe('saved');
  });

  it('keeps the edits unsaved, not reverted, when a save fails because the connection went', async () => {
    const connection = fakeConnection(true);
    mockApi({
      'PUT /api/courses/c1': () => {
        connection.set(false);
        throw new TypeError('Failed to fetch');
      },
    });
    session = createCourseEditSession({ course, describeError: () => 'failed', connection });
    session.edit({ title: 'Cut off' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(session.getState().changed.title).toBe('Cut off');
    expect(session.getState().error).toBeNull();
    expect(session.getState().failedEdits).toBeNull();
    expect(saveStatus(session.getState())).toBe('offline');
  });

  it('stops on a 409 and, when the user keeps theirs, saves it again on the current version', async () => {
    const theirs = { ...course, description: 'Changed elsewhere', version: 7 };
    let attempts = 0;
    const requests = mockApi({
      'PUT /api/courses/c1': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 409, body: { message: 'The course changed since you opened it.', code: 'conflict', details: { current: theirs } } }
          : { status: 200, body: { ...theirs, title: 'Mine', version: 8 } };
      },
    });
    const editor = open();
    editor.edit({ title: 'Mine' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(saveStatus(editor.getState())).toBe('conflict');
    expect(editor.getState().changed.title).toBe('Mine');
    // Nothing more is sent while the choice is open.
    editor.edit({ title: 'Mine' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(attempts).toBe(1);

    editor.resolveConflict('mine');
    await editor.flush();
    expect(bodies(requests, '/api/courses/c1').at(-1)).toEqual({ title: 'Mine', version: 7 });
    expect(editor.getState().changed).toMatchObject({ title: 'Mine', description: 'Changed elsewhere', version: 8 });
    expect(saveStatus(editor.getState())).toBe('saved');
  });

  it('reloads their copy on request, dropping the unsaved edit', async () => {
    const theirs = { ...course, title: 'Theirs', version: 7 };
    mockApi({ 'PUT /api/courses/c1': { status: 409, body: { message: 'Changed', code: 'conflict', details: { current: theirs } } } });
    const editor = open();
    editor.edit({ title: 'Mine' });
    await vi.advanceTimersByTimeAsync(2000);
    editor.resolveConflict('theirs');
    expect(editor.getState().changed).toEqual(theirs);
    expect(editor.hasUnsavedWork()).toBe(false);
    expect(readDraft('c1')).toBeNull();
  });

  it('keeps unsaved edits in local storage and restores them in the next session', async () => {
    const requests = acceptingServer();
    const first = open();
    first.edit({ description: 'Typed before the reload' });
    expect(readDraft('c1')).toEqual({ version: 3, fields: { description: 'Typed before the reload' } });
    first.dispose();

    const second = open();
    expect(second.getState().changed.description).toBe('Typed before the reload');
    await vi.advanceTimersByTimeAsync(2000);
    expect(bodies(requests, '/api/courses/c1')).toEqual([{ description: 'Typed before the reload', version: 3 }]);
    expect(readDraft('c1')).toBeNull();
  });

  it('asks before applying a kept draft made on an older version of the course', () => {
    const first = open();
    first.edit({ title: 'Draft title' });
    first.dispose();
    const changedElsewhere = { ...course, description: 'New', version: 9 };
    const second = open(changedElsewhere);
    expect(saveStatus(second.getState())).toBe('conflict');
    expect(second.getState().changed.title).toBe('Draft title');
  });

  it('shows an unpublish at once and restores the previous status, display active, when it fails', async () => {
    mockApi({ 'POST /api/courses/c1/unpublish': { status: 500, body: { message: 'Could not unpublish.', code: 'internal_error' } } });
    const published = { ...course, courseStatus: 'Published' as const, display: { active: true }, publishOn: '2030-01-01T00:00:00.000Z' };
    const editor = open(published);
    const seen: string[] = [];
    editor.subscribe(() => seen.push(editor.getState().changed.courseStatus));
    const outcome = editor.runCourseChange({
      call: (version) => changeCourseStatus('c1', 'unpublish', version),
      optimistic: { courseStatus: 'Draft', display: { active: false }, publishOn: null },
      restore: { courseStatus: 'Published', display: { active: true }, publishOn: published.publishOn },
    });
    await expect(outcome).rejects.toThrow('Could not unpublish.');
    expect(seen[0]).toBe('Draft');
    expect(editor.getState().changed).toMatchObject({ courseStatus: 'Published', display: { active: true } });
    expect(editor.getState().error).toBe('Could not unpublish.');
  });

  it('sends no status change while a conflict waits for the user’s choice', async () => {
    const requests = mockApi({
      'PUT /api/courses/c1': {
        status: 409,
        body: { message: 'Changed', code: 'conflict', details: { current: { ...course, version: 8 } } },
      },
    });
    const editor = open();
    editor.edit({ title: 'Mine' });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(editor.runCourseChange({ call: (version) => changeCourseStatus('c1', 'publish', version) })).rejects.toThrow(
      'choose whose copy',
    );
    expect(requests.filter((request) => request.path.endsWith('/publish'))).toEqual([]);
  });

  it('runs a status change after the waiting saves, on the version they answered', async () => {
    mockApi({
      'PUT /api/courses/c1': ({ body }) => ({ status: 200, body: { ...course, ...(body as object), version: 4 } }),
      'POST /api/courses/c1/publish': ({ body }) => ({
        status: 200,
        body: { ...course, courseStatus: 'Published', version: (body as { version: number }).version + 1 },
      }),
    });
    const editor = open();
    editor.edit({ title: 'Ready' });
    const next = await editor.runCourseChange({ call: (version) => changeCourseStatus('c1', 'publish', version) });
    expect(next.courseStatus).toBe('Published');
    expect(editor.getState().changed).toMatchObject({ courseStatus: 'Published', version: 5 });
  });
});
