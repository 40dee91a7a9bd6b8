import { newDiscussion, type DiscussionResponse } from '@slidewise/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStatus } from '../../../ui/saving/edit-state.ts';
import { createFieldDraftStorage } from '../../../ui/saving/field-drafts.ts';
import { createItemSettingsSession, type ItemSettingsSession } from './item-settings-session.ts';
import { fakeConnection } from '../../../ui/saving/fake-connection.ts';

type Item = DiscussionResponse;

/** A discussion the server has saved three times, as its settings answer says. */
const discussionResponse = (overrides: Partial<Item> = {}): Item => ({
  ...newDiscussion('c1'),
  id: 'd1',
  title: 'Ladder stories',
  courseTitle: 'Working at height',
  version: 3,
  ...overrides,
});
const fields = ['title', 'description', 'postRequired'] as const;
let session: ItemSettingsSession<Item> | undefined;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  session?.dispose();
  vi.useRealTimers();
});

function open(
  item: Item,
  save: (id: string, body: Record<string, unknown>) => Promise<Item>,
  onCreated = vi.fn(),
  more: Partial<Parameters<typeof createItemSettingsSession<Item>>[0]> = {},
) {
  session = createItemSettingsSession<Item>({
    ...more,
    item,
    fields,
    delayMs: 2000,
    save,
    conflictOf: () => null,
    describeError: (error) => (error instanceof Error ? error.message : 'failed'),
    onCreated,
  });
  return session;
}

describe('the item settings session', () => {
  it('waits 2 s after the last edit and sends only the changed fields with the version', async () => {
    const save = vi.fn(async (_id: string, body: Record<string, unknown>) => discussionResponse({ ...body, version: 4 }));
    const settings = open(discussionResponse(), save);
    settings.edit({ title: 'One' });
    await vi.advanceTimersByTimeAsync(1500);
    settings.edit({ title: 'Two' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledWith('d1', { title: 'Two', version: 3 });
    expect(saveStatus(settings.getState())).toBe('saved');
    expect(settings.hasUnsavedWork()).toBe(false);
  });

  it('reverts a failed creation and keeps the message, then creates on the next edit', async () => {
    const onCreated = vi.fn();
    let fail = true;
    const save = vi.fn(async (_id: string, body: Record<string, unknown>) => {
      if (fail) throw new Error('The course is archived.');
      return discussionResponse({ ...body, id: 'd7', version: 1 });
    });
    const settings = open(newDiscussion('c1'), save, onCreated);
    settings.edit({ title: 'Ladders' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledWith('new', { courseId: 'c1', title: 'Ladders', description: '', postRequired: false });
    expect(settings.getState().changed.title).toBe('');
    expect(settings.getState().error).toBe('The course is archived.');
    expect(onCreated).not.toHaveBeenCalled();
    fail = false;
    settings.edit({ title: 'Ladders again' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 'd7', title: 'Ladders again' }));
    expect(settings.getState().original.id).toBe('d7');
    expect(settings.getState().error).toBeNull();
  });
});

describe('the draft the item settings session keeps', () => {
  const drafts = createFieldDraftStorage('test.itemDraft.');

  function openWithDrafts(item: Item, save: (id: string, body: Record<string, unknown>) => Promise<Item>) {
    session = createItemSettingsSession<Item>({
      item,
      fields,
      delayMs: 2000,
      save,
      conflictOf: () => null,
      describeError: () => 'failed',
      drafts,
    });
    return session;
  }

  it("keeps a new item's draft per course until it has a title, then under its id until saved", async () => {
    let answer: (item: Item) => void = () => {};
    const save = vi.fn(
      (_id: string, body: Record<string, unknown>) => new Promise<Item>((resolve) => (answer = (item) => resolve({ ...item, ...body }))),
    );
    const settings = openWithDrafts(newDiscussion('c1'), save);
    settings.edit({ description: 'Typed first' });
    expect(drafts.read('new.c1')).toEqual({ version: 1, fields: { description: 'Typed first' } });
    expect(drafts.read('new.c2')).toBeNull();
    settings.edit({ title: 'Ladders' });
    await vi.advanceTimersByTimeAsync(2000);
    settings.edit({ postRequired: true });
    answer(discussionResponse({ id: 'd7', version: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    // Created: the per-course draft is gone, what was typed during the creating save waits under the id.
    expect(drafts.read('new.c1')).toBeNull();
    expect(drafts.read('d7')).toEqual({ version: 1, fields: { postRequired: true } });
  });

  it('restores only the fields the form edits, and sends them', async () => {
    drafts.write('d1', { version: 3, fields: { title: 'Kept', version: 99, courseId: 'elsewhere' } });
    const save = vi.fn(async (_id: string, body: Record<string, unknown>) => discussionResponse({ ...body, version: 4 }));
    const settings = openWithDrafts(discussionResponse(), save);
    expect(settings.restoredDraft).toBe(true);
    expect(settings.getState().changed).toMatchObject({ title: 'Kept', version: 3, courseId: 'c1' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledWith('d1', { title: 'Kept', version: 3 });
    expect(drafts.read('d1')).toBeNull();
  });

  it('waits offline with the edits unsaved and in the draft, then sends them when the connection returns', async () => {
    const drafts = createFieldDraftStorage('test.offlineSettings.');
    const connection = fakeConnection(false);
    const save = vi.fn(async (_id: string, body: Record<string, unknown>) => discussionResponse({ ...body, version: 4 }));
    const settings = open(discussionResponse(), save, vi.fn(), { connection, drafts });
    settings.edit({ title: 'Typed offline' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(saveStatus(settings.getState())).toBe('offline');
    expect(drafts.read('d1')).toEqual({ version: 3, fields: { title: 'Typed offline' } });
    connection.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledWith('d1', { title: 'Typed offline', version: 3 });
    expect(saveStatus(settings.getState())).toBe('saved');
    expect(drafts.read('d1')).toBeNull();
  });

  it('reverts a failed save but keeps the edits apart; restoring puts them back and saves them again', async () => {
    const drafts = createFieldDraftStorage('test.failedSettings.');
    let fail = true;
    const save = vi.fn(async (_id: string, body: Record<string, unknown>) => {
      if (fail) throw new Error('The course is archived.');
      return discussionResponse({ ...body, version: 4 });
    });
    const settings = open(discussionResponse(), save, vi.fn(), { drafts });
    settings.edit({ description: 'Long words' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(settings.getState().changed.description).toBe(discussionResponse().description);
    expect(settings.getState().error).toBe('The course is archived.');
    expect(settings.getState().failedEdits).toEqual({ description: 'Long words' });
    expect(drafts.read('d1')).toEqual({ version: 3, fields: {}, failed: { description: 'Long words' } });
    fail = false;
    settings.restoreFailedEdits();
    expect(settings.getState().changed.description).toBe('Long words');
    expect(saveStatus(settings.getState())).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenLastCalledWith('d1', { description: 'Long words', version: 3 });
    expect(settings.getState().failedEdits).toBeNull();
    expect(drafts.read('d1')).toBeNull();
  });

  it('drops the failed edits when the author dismisses them, and keeps them through a reload until then', async () => {
    const drafts = createFieldDraftStorage('test.dismissSettings.');
    const save = vi.fn(async () => {
      throw new Error('No.');
    });
    open(discussionResponse(), save, vi.fn(), { drafts }).edit({ title: 'Lost?' });
    await vi.advanceTimersByTimeAsync(2000);
    session?.dispose();
    // A reload: the form shows the server's item, with the failed edits offered back.
    const reopened = open(discussionResponse(), save, vi.fn(), { drafts });
    expect(reopened.getState().changed.title).toBe(discussionResponse().title);
    expect(reopened.getState().failedEdits).toEqual({ title: 'Lost?' });
    reopened.dismissFailedEdits();
    expect(reopened.getState().failedEdits).toBeNull();
    expect(reopened.getState().error).toBeNull();
    expect(drafts.read('d1')).toBeNull();
  });
});
