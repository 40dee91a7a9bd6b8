import type { DraftStorage } from './draft-storage.ts';
import { changedFields, editReducer, isDirty, type EditAction, type EditState, type Item } from './edit-state.ts';
import { draftOf, restoreDraft, type FieldDraft } from './field-drafts.ts';
import { createSaveScheduler } from './save-scheduler.ts';
import { browserConnection, type Connection } from './connection.ts';
import { failedSaveAction, followConnection } from './save-outcome.ts';

/** An item a form edits field by field and saves with the version the edits were made on. */
export interface VersionedItem extends Item {
  id: string;
  version: number;
}

/**
 * The one save cycle of a form that edits fields of one versioned item (a lesson's settings, a
 * discussion's or an assessment's): the edited fields are saved `delayMs` after the last edit with the
 * version they were made on; a failed save puts the fields back as the server last confirmed them and
 * keeps the message and the reverted edits (to restore or dismiss); a 409 waits for the author's choice;
 * offline, edits wait for the connection. Unsaved fields are kept as a draft in local storage until a
 * save confirms them (DESIGN.md "No lost work"): restored and sent on the next open, or, when the item
 * has moved on since, held for the author's conflict choice.
 */
export interface FieldSaveSession<T extends VersionedItem> {
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

export interface FieldSaveOptions<T extends VersionedItem> {
  item: T;
  /** The fields the form edits and a save sends. */
  fields: readonly (keyof T & string)[];
  delayMs: number;
  /** Sends one save: `patch` holds the edited fields, `state` the whole edit. Answers the saved item or throws. */
  save(patch: Partial<T>, state: EditState<T>): Promise<T>;
  /** Whether a save may go out now (a new item waits for what creating it needs); always by default. */
  ready?(state: EditState<T>): boolean;
  /** The fields a save marks as in flight; the edited ones by default. */
  sentFields?(patch: Partial<T>, state: EditState<T>): Partial<T>;
  /** Told after each confirmed save, with the item as it was before it. */
  onSaved?(saved: T, before: T): void;
  /** The server's copy carried by a 409, or null when the failure is not a conflict. */
  conflictOf(error: unknown): T | null;
  describeError(error: unknown): string;
  /** Where this kind keeps its drafts; without it nothing is kept. */
  drafts?: DraftStorage<FieldDraft>;
  /** The key of the item's draft; its id by default. */
  draftIdOf?(item: T): string;
  storage?: Storage;
  /** The browser's connection unless a test gives another. */
  connection?: Connection;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createFieldSaveSession<T extends VersionedItem>(options: FieldSaveOptions<T>): FieldSaveSession<T> {
  const { fields, drafts, storage } = options;
  const draftIdOf = options.draftIdOf ?? ((item: T) => item.id);
  const connection = options.connection ?? browserConnection;
  const listeners = new Set<() => void>();
  const start = restoreDraft(options.item, drafts?.read(draftIdOf(options.item), storage) ?? null, fields);
  let state = start.state;
  // The key the draft was last kept under: it can move once a save gives the item its id.
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

  const scheduler = createSaveScheduler<'fields'>({
    delays: { fields: options.delayMs },
    save: async () => {
      if (state.conflict) return;
      const patch = changedFields(state, fields);
      if (Object.keys(patch).length === 0) return;
      if (options.ready && !options.ready(state)) return;
      // Offline, the save would only fail and revert: the edits wait in the draft for the connection.
      if (!connection.isOnline()) return;
      const before = state.original;
      const sending = state;
      dispatch({ type: 'saveStarted', channel: 'fields', sent: options.sentFields?.(patch, sending) ?? patch });
      try {
        const saved = await options.save(patch, sending);
        dispatch({ type: 'saveSucceeded', channel: 'fields', item: saved });
        options.onSaved?.(saved, before);
      } catch (error) {
        dispatch(failedSaveAction('fields', error, { connection, conflictOf: options.conflictOf, describeError: options.describeError }));
      }
    },
    ...(options.setTimer ? { setTimer: options.setTimer } : {}),
    ...(options.clearTimer ? { clearTimer: options.clearTimer } : {}),
  });

  // A restored draft is sent like a fresh edit, unless it waits on the author's conflict choice.
  if (isDirty(state, fields) && !state.conflict) scheduler.schedule('fields');
  // What waited for the connection goes out when it returns.
  const stopFollowing = followConnection(connection, dispatch, () => {
    if (isDirty(state, fields) && !state.conflict) void scheduler.flush('fields');
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
      scheduler.schedule('fields');
    },
    resolveConflict(keep) {
      dispatch({ type: 'conflictResolved', keep });
      if (keep === 'mine') void scheduler.flush('fields');
      else scheduler.cancel('fields');
    },
    dismissError() {
      dispatch({ type: 'errorDismissed' });
    },
    restoreFailedEdits() {
      dispatch({ type: 'failedEditsRestored' });
      if (isDirty(state, fields)) scheduler.schedule('fields');
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
