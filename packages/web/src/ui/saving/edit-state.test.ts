import { describe, expect, it } from 'vitest';
import { changedFields, editReducer, initialEditState, isDirty, saveStatus, type EditAction, type EditState } from './edit-state.ts';

interface Thing extends Record<string, unknown> {
  title: string;
  description: string;
  tags: string[];
  version: number;
}

const server: Thing = { title: 'Safety', description: 'Basics', tags: ['a'], version: 1 };

function run(state: EditState<Thing>, ...actions: EditAction<Thing>[]): EditState<Thing> {
  return actions.reduce(editReducer<Thing>, state);
}

describe('the edit state (original and changed copies)', () => {
  it('starts saved, with both copies equal', () => {
    const state = initialEditState(server);
    expect(state.changed).toEqual(server);
    expect(saveStatus(state)).toBe('saved');
    expect(isDirty(state)).toBe(false);
  });

  it('marks an edit unsaved and knows which fields a save must send', () => {
    const state = run(initialEditState(server), { type: 'edited', patch: { title: 'Site safety' } });
    expect(saveStatus(state)).toBe('unsaved');
    expect(state.original.title).toBe('Safety');
    expect(changedFields(state, ['title', 'description'])).toEqual({ title: 'Site safety' });
    expect(changedFields(state, ['description'])).toEqual({});
    expect(isDirty(state, ['tags'])).toBe(false);
  });

  it('restores a kept draft over the server copy as unsaved edits', () => {
    const state = initialEditState(server, { description: 'Draft text' });
    expect(state.changed.description).toBe('Draft text');
    expect(saveStatus(state)).toBe('unsaved');
  });

  it('is saving while a save is under way, then saved with the server copy', () => {
    let state = run(
      initialEditState(server),
      { type: 'edited', patch: { title: ' Site safety ' } },
      { type: 'saveStarted', channel: 'data', sent: { title: ' Site safety ' } },
    );
    expect(saveStatus(state)).toBe('saving');
    // The server trims the title: its copy wins for a field the user did not touch since sending.
    state = run(state, { type: 'saveSucceeded', channel: 'data', item: { ...server, title: 'Site safety', version: 2 } });
    expect(saveStatus(state)).toBe('saved');
    expect(state.changed).toEqual({ ...server, title: 'Site safety', version: 2 });
  });

  it('keeps an edit made while the save was under way', () => {
    const state = run(
      initialEditState(server),
      { type: 'edited', patch: { title: 'One' } },
      { type: 'saveStarted', channel: 'data', sent: { title: 'One' } },
      { type: 'edited', patch: { title: 'Two', description: 'More' } },
      { type: 'saveSucceeded', channel: 'data', item: { ...server, title: 'One', version: 2 } },
    );
    expect(state.changed).toEqual({ title: 'Two', description: 'More', tags: ['a'], version: 2 });
    expect(saveStatus(state)).toBe('unsaved');
  });

  it('reverts the sent fields to the pre-save state when a save fails, and records the message', () => {
    const state = run(
      initialEditState(server),
      { type: 'edited', patch: { title: 'Broken', tags: ['a', 'b'] } },
      { type: 'saveStarted', channel: 'data', sent: { title: 'Broken' } },
      { type: 'saveFailed', channel: 'data', message: 'Title is not allowed' },
    );
    expect(state.changed.title).toBe('Safety');
    // Another channel's unsent edit is not part of the failed save.
    expect(state.changed.tags).toEqual(['a', 'b']);
    expect(state.error).toBe('Title is not allowed');
    expect(saveStatus(state)).toBe('error');
  });

  it('does not revert a field edited again after the failing save went out', () => {
    const state = run(
      initialEditState(server),
      { type: 'edited', patch: { title: 'First' } },
      { type: 'saveStarted', channel: 'data', sent: { title: 'First' } },
      { type: 'edited', patch: { title: 'Second' } },
      { type: 'saveFailed', channel: 'data', message: 'No' },
    );
    expect(state.changed.title).toBe('Second');
    // Only what the failed save reverted is kept as failed; the newer edit is still live.
    expect(state.failedEdits).toBeNull();
  });

  it('keeps the reverted edits apart, puts them back on restore, and forgets them once saved', () => {
    const failed = run(
      initialEditState(server),
      { type: 'edited', patch: { title: 'Broken' } },
      { type: 'saveStarted', channel: 'data', sent: { title: 'Broken' } },
      { type: 'saveFailed', channel: 'data', message: 'No' },
    );
    expect(failed.failedEdits).toEqual({ title: 'Broken' });
    const sentUnchanged = run(
      initialEditState(server),
      { type: 'saveStarted', channel: 'data', sent: { title: 'Safety', description: 'New' } },
      { type: 'saveFailed', channel: 'data', message: 'No' },
    );
    expect(sentUnchanged.failedEdits).toBeNull();
    const restored = run(failed, { type: 'failedEditsRestored' });
    expect(restored.changed.title).toBe('Broken');
    expect(restored.failedEdits).toBeNull();
    expect(saveStatus(restored)).toBe('unsaved');
    expect(run(failed, { type: 'failedEditsDismissed' })).toMatchObject({ failedEdits: null, error: null, changed: { title: 'Safety' } });
    const savedAgain = run(
      failed,
      { type: 'edited', patch: { title: 'Fixed' } },
      { type: 'saveStarted', channel: 'data', sent: { title: 'Fixed' } },
      { type: 'saveSucceeded', channel: 'data', item: { ...server, title: 'Fixed', version: 2 } },
    );
    expect(savedAgain.failedEdits).toBeNull();
  });

  it('says an unsaved edit waits for the connection while offline, and a lost save is not a failure', () => {
    const waiting = run(
      initialEditState(server),
      { type: 'connectionChanged', online: false },
      { type: 'edited', patch: { title: 'Offline' } },
      { type: 'saveStarted', channel: 'data', sent: { title: 'Offline' } },
      { type: 'saveDeferred', channel: 'data' },
    );
    expect(waiting.changed.title).toBe('Offline');
    expect(waiting.error).toBeNull();
    expect(saveStatus(waiting)).toBe('offline');
    expect(saveStatus(run(waiting, { type: 'connectionChanged', online: true }))).toBe('unsaved');
  });

  it('clears the error after the next successful save, or when dismissed', () => {
    const failed = run(
      initialEditState(server),
      { type: 'saveStarted', channel: 'data', sent: {} },
      { type: 'saveFailed', channel: 'data', message: 'No' },
    );
    expect(run(failed, { type: 'errorDismissed' }).error).toBeNull();
    const saved = run(failed, { type: 'saveStarted', channel: 'data', sent: {} }, { type: 'saveSucceeded', channel: 'data', item: server });
    expect(saved.error).toBeNull();
  });

  it('keeps the edits on a conflict and lets the user take theirs', () => {
    const theirs: Thing = { ...server, description: 'Theirs', version: 5 };
    const conflicted = run(
      initialEditState(server),
      { type: 'edited', patch: { title: 'Mine' } },
      { type: 'saveStarted', channel: 'data', sent: { title: 'Mine' } },
      { type: 'saveConflicted', channel: 'data', current: theirs },
    );
    expect(saveStatus(conflicted)).toBe('conflict');
    expect(conflicted.changed.title).toBe('Mine');

    const reloaded = run(conflicted, { type: 'conflictResolved', keep: 'theirs' });
    expect(reloaded.changed).toEqual(theirs);
    expect(reloaded.original).toEqual(theirs);
    expect(saveStatus(reloaded)).toBe('saved');
  });

  it('puts my edits on top of their copy and their version when I keep mine', () => {
    const theirs: Thing = { ...server, description: 'Theirs', version: 5 };
    const kept = run(
      initialEditState(server),
      { type: 'edited', patch: { title: 'Mine' } },
      { type: 'saveConflicted', channel: 'data', current: theirs },
      { type: 'conflictResolved', keep: 'mine' },
    );
    expect(kept.conflict).toBeNull();
    expect(kept.original).toEqual(theirs);
    expect(kept.changed).toEqual({ ...theirs, title: 'Mine' });
    expect(changedFields(kept, ['title', 'description'])).toEqual({ title: 'Mine' });
  });

  it('applies a confirmed change to both copies, so it is neither an edit nor reverted', () => {
    const state = run(
      initialEditState(server),
      { type: 'edited', patch: { title: 'Mine' } },
      { type: 'confirmed', patch: { description: 'Status text' } },
    );
    expect(state.original.description).toBe('Status text');
    expect(state.changed).toEqual({ ...server, title: 'Mine', description: 'Status text' });
    expect(changedFields(state, ['description'])).toEqual({});
  });

  it('merges a server copy that arrives outside a save under the edits', () => {
    const state = run(
      initialEditState(server),
      { type: 'edited', patch: { title: 'Mine' } },
      { type: 'serverUpdated', item: { ...server, tags: ['a', 'z'], version: 2 } },
    );
    expect(state.changed).toEqual({ title: 'Mine', description: 'Basics', tags: ['a', 'z'], version: 2 });
    expect(state.original.version).toBe(2);
  });
});
