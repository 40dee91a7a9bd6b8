import { NEW_ITEM_ID } from '@slidewise/core';
import type { DraftStorage } from '../../../ui/saving/draft-storage.ts';
import { changedFields, editReducer, isDirty, type EditAction, type EditState, type Item } from '../../../ui/saving/edit-state.ts';
import { draftOf, restoreDraft, type FieldDraft } from '../../../ui/saving/field-drafts.ts';
import { createSaveScheduler } from '../../../ui/saving/save-scheduler.ts';
import { browserConnection, type Connection } from '../../../ui/saving/connection.ts';
import { failedSaveAction, followConnection } from '../../../ui/saving/save-outcome.ts';

/** What a discussion or an assessment has in common for its settings page. */
export interface SettingsItem extends Item {
  id: string;
  courseId: string;
  title: string;
  version: number;
}

/**
 * A discussion's or an assessment's settings as the page edits them (authoring §3, §4, §9): the edited
 * fields are saved 2 s after the last edit with the version they were made on; a failed save puts the
 * fields back as the server last confirmed them and keeps the message; a 409 waits for the author's
 * choice. Id "new" is an item not created yet: nothing is saved until it has a title, and then the
 * first save creates it in its course. Unsaved fields are kept as a draft in local storage until a save
 * confirms them (DESIGN.md "No lost work"), like the course editor's: restored and sent on the next
 * open, or, when the item has moved on since, held for the author's conflict choice.
 */
export interface ItemSettingsSession<T extends SettingsItem> {
  getState(): EditState<T>;
  /** A kept draft was put back when the session started (the page says so). */
  readonly restoredDraft: boolean;
  subscribe(listener: () => void): () => void;
  edit(patch: Partial<T>): void;
  resolveConflict(keep: 'theirs' | 'mine'): void;
  dismissError(): void;
  /** Puts the edits a failed save reverted back as unsaved edits, and saves them again. */
  restoreFailedEdits(): void;
  /** Lets the edits a failed save reverted go (and the error with them). */
  dismissFailedEdits(): void;
  flush(): Promise<void>;
  hasUnsavedWork(): boolean;
  dispose(): void;
}

export interface ItemSettingsOptions<T extends SettingsItem> {
  item: T;
  /** The fields the form edits and a save sends. */
  fields: readonly (keyof T & string)[];
  delayMs: number;
  /** PUT /api/…/{id}: the saved item, or a thrown failure. */
  save(id: string, body: Record<string, unknown>): Promise<T>;
  /** The server's copy carried by a 409, or null when the failure is not a conflict. */
  conflictOf(error: unknown): T | null;
  describeError(error: unknown): string;
  /** Told once when a "new" item has been created, with its id. */
  onCreated?(item: T): void;
  /** Where this kind keeps its drafts; without it nothing is kept. */
  drafts?: DraftStorage<FieldDraft>;
  storage?: Storage;
  /** The browser's connection unless a test gives another. */
  connection?: Connection;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createItemSettingsSession<T extends SettingsItem>(options: ItemSettingsOptions<T>): ItemSettingsSession<T> {
  const { fields } = options;
  const listeners = new Set<() => void>();
  const { drafts, storage } = options;
  const connection = options.connection ?? browserConnection;
  const start = restoreDraft(options.item, drafts?.read(draftIdOf(options.item), storage) ?? null, fields);
  let state = start.state;
  // The key the draft was last kept under: a "new" item's draft moves to its id once it is created.
  let draftId = draftIdOf(state.original);

  const keepDraft = () => {
    const id = draftIdOf(state.original);
    if (id !== draftId) drafts?.write(draftId, null, storage);
    draftId = id;
    drafts?.write(id, draftOf(state, changedFields(state, fields)), storage);
  };

  const dispatch = (action: EditAction<T>) => {
    state = editReducer(state, action);
    keepDraft();
    for (const listener of listeners) listener();
  };

  const bodyOf = (patch: Partial<T>): Record<string, unknown> => {
    if (state.original.id !== NEW_ITEM_ID) return { ...patch, version: state.original.version };
    // Creating sends every field the form holds, so the new item starts as the author sees it.
    const all = Object.fromEntries(fields.map((field) => [field, state.changed[field]]));
    return { ...all, courseId: state.original.courseId };
  };

  const scheduler = createSaveScheduler<'settings'>({
    delays: { settings: options.delayMs },
    save: async () => {
      if (state.conflict) return;
      const patch = changedFields(state, fields);
      if (Object.keys(patch).length === 0) return;
      // authoring §5: nothing is saved for the "new" placeholder until it can be created (it needs a title).
      const creating = state.original.id === NEW_ITEM_ID;
      if (creating && state.changed.title.trim() === '') return;
      // Offline, the save would only fail and revert: the edits wait in the draft for the connection.
      if (!connection.isOnline()) return;
      const sent = creating ? (Object.fromEntries(fields.map((field) => [field, state.changed[field]])) as Partial<T>) : patch;
      dispatch({ type: 'saveStarted', channel: 'settings', sent });
      try {
        const saved = await options.save(state.original.id, bodyOf(patch));
        dispatch({ type: 'saveSucceeded', channel: 'settings', item: saved });
        if (creating) options.onCreated?.(saved);
      } catch (error) {
        dispatch(failedSaveAction('settings', error, { connection, conflictOf: options.conflictOf, describeError: options.describeError }));
      }
    },
    ...(options.setTimer ? { setTimer: options.setTimer } : {}),
    ...(options.clearTimer ? { clearTimer: options.clearTimer } : {}),
  });

  // A restored draft is sent like a fresh edit, unless it waits on the author's conflict choice.
  if (isDirty(state, fields) && !state.conflict) scheduler.schedule('settings');
  // What waited for the connection goes out when it returns.
  const stopFollowing = followConnection(connection, dispatch, () => {
    if (isDirty(state, fields) && !state.conflict) void scheduler.flush('settings');
  });

  return {
    getState: () => state,
    restoredDraft: start.restored,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edit(patch) {
      dispatch({ type: 'edited', patch });
      scheduler.schedule('settings');
    },
    resolveConflict(keep) {
      dispatch({ type: 'conflictResolved', keep });
      if (keep === 'mine') void scheduler.flush('settings');
      else scheduler.cancel('settings');
    },
    dismissError() {
      dispatch({ type: 'errorDismissed' });
    },
    restoreFailedEdits() {
      dispatch({ type: 'failedEditsRestored' });
      if (isDirty(state, fields)) scheduler.schedule('settings');
    },
    dismissFailedEdits() {
      dispatch({ type: 'failedEditsDismissed' });
    },
    async flush() {
      await scheduler.flush();
      await scheduler.idle();
    },
    hasUnsavedWork() {
      return isDirty(state, fields) || scheduler.pending().length > 0 || Object.keys(state.inFlight).length > 0;
    },
    dispose() {
      stopFollowing();
      scheduler.dispose();
      listeners.clear();
    },
  };
}

/** A "new" item has no id yet: its draft is kept per course, so another course's new item never gets it. */
function draftIdOf(item: SettingsItem): string {
  return item.id === NEW_ITEM_ID ? `${NEW_ITEM_ID}.${item.courseId}` : item.id;
}
