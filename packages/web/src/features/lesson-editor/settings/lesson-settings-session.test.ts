import { LESSON_SETTINGS_SAVE_DELAY_MS, defaultLesson, type Lesson } from '@slidewise/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { saveStatus } from '../../../ui/saving/edit-state.ts';
import { fakeConnection } from '../../../ui/saving/fake-connection.ts';
import { createLessonSettingsSession, lessonSettingsDrafts, type LessonSettingsSession } from './lesson-settings-session.ts';

const lesson = defaultLesson({ id: 'l1', courseId: 'c1', title: 'Ladders', version: 4 });
let session: LessonSettingsSession | undefined;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  session?.dispose();
  vi.useRealTimers();
});

function open(start: Lesson = lesson, connection = fakeConnection(true)) {
  session = createLessonSettingsSession({
    lesson: start,
    connection,
    describeError: (error) => (error instanceof Error ? error.message : 'failed'),
  });
  return session;
}

describe('the lesson settings session', () => {
  it('saves the edited fields 2 s after the last edit, with the version they were made on', async () => {
    const requests = mockApi({
      'PUT /api/lessons/l1': ({ body }) => ({ status: 200, body: { ...lesson, ...(body as object), version: 5 } }),
    });
    const settings = open();
    settings.edit({ title: 'Ladder safety' });
    settings.edit({ hideScore: true });
    await vi.advanceTimersByTimeAsync(LESSON_SETTINGS_SAVE_DELAY_MS - 1);
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(lessonSettingsDrafts.read('l1')).toEqual({ version: 4, fields: { title: 'Ladder safety', hideScore: true } });
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.at(-1)?.body).toEqual({ version: 4, title: 'Ladder safety', hideScore: true });
    expect(saveStatus(settings.getState())).toBe('saved');
    expect(settings.getState().original.version).toBe(5);
    expect(lessonSettingsDrafts.read('l1')).toBeNull();
  });

  it('reverts a refused save and keeps the server’s message', async () => {
    mockApi({ 'PUT /api/lessons/l1': { status: 400, body: { message: 'The title is too long.', code: 'validation_failed' } } });
    const settings = open();
    settings.edit({ title: 'x'.repeat(10) });
    await vi.advanceTimersByTimeAsync(LESSON_SETTINGS_SAVE_DELAY_MS);
    expect(settings.getState().changed.title).toBe('Ladders');
    expect(settings.getState().error).toBe('The title is too long.');
  });

  it('keeps the edits on a 409 until the author chooses, then saves mine on their version', async () => {
    const theirs = { ...lesson, description: 'Changed elsewhere', version: 9 };
    let attempts = 0;
    const requests = mockApi({
      'PUT /api/lessons/l1': ({ body }) => {
        attempts += 1;
        return attempts === 1
          ? { status: 409, body: { message: 'Changed', code: 'conflict', details: { current: theirs } } }
          : { status: 200, body: { ...theirs, ...(body as object), version: 10 } };
      },
    });
    const settings = open();
    settings.edit({ title: 'Mine' });
    await vi.advanceTimersByTimeAsync(LESSON_SETTINGS_SAVE_DELAY_MS);
    expect(saveStatus(settings.getState())).toBe('conflict');
    settings.resolveConflict('mine');
    await settings.flush();
    expect(requests.at(-1)?.body).toEqual({ version: 9, title: 'Mine' });
    expect(settings.getState().changed).toMatchObject({ title: 'Mine', description: 'Changed elsewhere', version: 10 });
  });

  it('puts back kept fields on return, and asks when they were made on another version', () => {
    lessonSettingsDrafts.write('l1', { version: 4, fields: { title: 'Kept' } });
    expect(open().getState().changed.title).toBe('Kept');
    session?.dispose();
    const moved = open({ ...lesson, version: 6 });
    expect(saveStatus(moved.getState())).toBe('conflict');
  });

  it('keeps the edits a refused save reverted, to restore and send again', async () => {
    let attempts = 0;
    const requests = mockApi({
      'PUT /api/lessons/l1': ({ body }) => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { message: 'Try again later.', code: 'internal' } }
          : { status: 200, body: { ...lesson, ...(body as object), version: 5 } };
      },
    });
    const settings = open();
    settings.edit({ title: 'Ladder safety' });
    await vi.advanceTimersByTimeAsync(LESSON_SETTINGS_SAVE_DELAY_MS);
    expect(settings.getState().changed.title).toBe('Ladders');
    expect(settings.getState().failedEdits).toEqual({ title: 'Ladder safety' });
    expect(lessonSettingsDrafts.read('l1')?.failed).toEqual({ title: 'Ladder safety' });
    settings.restoreFailedEdits();
    await settings.flush();
    expect(requests.at(-1)?.body).toEqual({ version: 4, title: 'Ladder safety' });
    expect(settings.getState().original.title).toBe('Ladder safety');
    expect(lessonSettingsDrafts.read('l1')).toBeNull();
  });

  it('holds edits while offline and sends them when the connection returns', async () => {
    const requests = mockApi({
      'PUT /api/lessons/l1': ({ body }) => ({ status: 200, body: { ...lesson, ...(body as object), version: 5 } }),
    });
    const connection = fakeConnection(false);
    const settings = open(lesson, connection);
    settings.edit({ hideScore: true });
    await vi.advanceTimersByTimeAsync(LESSON_SETTINGS_SAVE_DELAY_MS);
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(settings.getState().changed.hideScore).toBe(true);
    connection.set(true);
    await settings.flush();
    expect(requests.at(-1)?.body).toEqual({ version: 4, hideScore: true });
  });
});
