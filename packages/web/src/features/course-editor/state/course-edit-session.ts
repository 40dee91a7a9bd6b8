import { courseConflictPayloadSchema, type Course } from '@slidewise/core';
import { isApiError } from '../../../api/index.ts';
import { readDraft, writeDraft } from './draft-storage.ts';
import { changedFields, editReducer, isDirty, type EditAction, type EditState } from '../../../ui/saving/edit-state.ts';
import { draftOf, restoreDraft } from '../../../ui/saving/field-drafts.ts';
import { channelOf, editableFields, saveChannelNames, saveChannels, type SaveChannel } from './course-save-channels.ts';
import { createSaveScheduler, type SaveScheduler } from '../../../ui/saving/save-scheduler.ts';
import { browserConnection, type Connection } from '../../../ui/saving/connection.ts';
import { failedSaveAction, followConnection } from '../../../ui/saving/save-outcome.ts';

export type CourseEditState = EditState<Course>;

/**
 * One open course in the editor: its edit state, the delayed saves of each channel, and the draft kept
 * in local storage. Plain TypeScript, so saving, reverting and conflicts are tested without React.
 */
export interface CourseEditSession {
  getState(): CourseEditState;
  subscribe(listener: () => void): () => void;
  /** An edit from a form: shown at once, saved by its channel after the channel's delay. */
  edit(patch: Partial<Course>): void;
  /** A course the server answered outside a save (status change, lesson operation, refetch). */
  applyServer(course: Course): void;
  /**
   * Runs a call that changes the course (a status change, a lesson operation) after the waiting saves,
   * one at a time with them; `optimistic` shows its effect at once and is undone if the call fails.
   */
  runCourseChange(change: CourseChange): Promise<Course>;
  resolveConflict(keep: 'theirs' | 'mine'): void;
  dismissError(): void;
  /** Puts the edits a failed save reverted back as unsaved edits, and saves them again. */
  restoreFailedEdits(): void;
  /** Lets the edits a failed save reverted go (and the error with them). */
  dismissFailedEdits(): void;
  /** Saves everything waiting now (leaving the page). Resolves when the queue is idle. */
  flush(): Promise<void>;
  /** Edits not yet confirmed by the server, or saves waiting or under way. */
  hasUnsavedWork(): boolean;
  dispose(): void;
}

export interface CourseChange {
  call(version: number): Promise<Course>;
  optimistic?: Partial<Course>;
  /** What to put back if the call fails (spec §4: a failed unpublish restores the status, display active). */
  restore?: Partial<Course>;
}

interface SessionOptions {
  course: Course;
  /** The failure's text for the user (the server's message, else a translated fallback). */
  describeError(error: unknown): string;
  storage?: Storage;
  /** The browser's connection unless a test gives another. */
  connection?: Connection;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createCourseEditSession({
  course,
  describeError,
  storage,
  setTimer,
  clearTimer,
  connection = browserConnection,
}: SessionOptions): CourseEditSession {
  const courseId = course.id;
  const listeners = new Set<() => void>();
  // The server's course with the kept draft on top; a draft made on another version waits on the 409 choice.
  let state: CourseEditState = restoreDraft(course, readDraft(course.id, storage), editableFields).state;

  const dispatch = (action: EditAction<Course>) => {
    state = editReducer(state, action);
    keepDraft();
    listeners.forEach((listener) => {
      listener();
    });
  };

  function keepDraft() {
    writeDraft(courseId, draftOf(state, changedFields(state, editableFields)), storage);
  }

  async function save(channel: SaveChannel): Promise<void> {
    // While the user chooses between their copy and ours, nothing more is sent.
    if (state.conflict) return;
    const definition = saveChannels[channel];
    const patch = changedFields(state, definition.fields);
    if (Object.keys(patch).length === 0) return;
    // Offline, the save would only fail and revert: the edits wait in the draft for the connection.
    if (!connection.isOnline()) return;
    const { changed, original } = state;
    dispatch({ type: 'saveStarted', channel, sent: patch });
    try {
      dispatch({ type: 'saveSucceeded', channel, item: await definition.save(courseId, patch, changed, original.version) });
    } catch (error) {
      dispatch(failedSaveAction(channel, error, { connection, conflictOf: conflictCurrent, describeError }));
    }
  }

  const scheduler: SaveScheduler<SaveChannel> = createSaveScheduler<SaveChannel>({
    delays: Object.fromEntries(saveChannelNames.map((channel) => [channel, saveChannels[channel].delayMs])) as Record<SaveChannel, number>,
    save,
    ...(setTimer ? { setTimer } : {}),
    ...(clearTimer ? { clearTimer } : {}),
  });

  const scheduleDirtyChannels = () => {
    for (const channel of saveChannelNames) if (isDirty(state, saveChannels[channel].fields)) scheduler.schedule(channel);
  };
  // A draft restored from local storage saves like a fresh edit, unless it waits on a conflict choice.
  if (!state.conflict) scheduleDirtyChannels();
  // What waited for the connection goes out when it returns.
  const stopFollowing = followConnection(connection, dispatch, () => {
    if (state.conflict) return;
    scheduleDirtyChannels();
    void scheduler.flush();
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edit(patch) {
      dispatch({ type: 'edited', patch });
      const channels = new Set((Object.keys(patch) as (keyof Course)[]).map(channelOf));
      channels.forEach((channel) => {
        if (channel) scheduler.schedule(channel);
      });
    },
    applyServer(next) {
      dispatch({ type: 'serverUpdated', item: next });
    },
    runCourseChange({ call, optimistic, restore }) {
      return scheduler.exclusive(async () => {
        // Nothing goes out while the user chooses whose copy to keep (the choice dialog is open).
        if (state.conflict) throw new Error('The course changed elsewhere: choose whose copy to keep first.');
        if (optimistic) dispatch({ type: 'confirmed', patch: optimistic });
        try {
          const next = await call(state.original.version);
          dispatch({ type: 'serverUpdated', item: next });
          return next;
        } catch (error) {
          if (restore) dispatch({ type: 'confirmed', patch: restore });
          const current = conflictCurrent(error);
          if (current) dispatch({ type: 'saveConflicted', channel: 'status', current });
          else dispatch({ type: 'saveFailed', channel: 'status', message: describeError(error) });
          throw error;
        }
      });
    },
    resolveConflict(keep) {
      dispatch({ type: 'conflictResolved', keep });
      if (keep === 'mine') {
        scheduleDirtyChannels();
        void scheduler.flush();
      } else {
        saveChannelNames.forEach((channel) => {
          scheduler.cancel(channel);
        });
      }
    },
    dismissError() {
      dispatch({ type: 'errorDismissed' });
    },
    restoreFailedEdits() {
      dispatch({ type: 'failedEditsRestored' });
      scheduleDirtyChannels();
    },
    dismissFailedEdits() {
      dispatch({ type: 'failedEditsDismissed' });
    },
    async flush() {
      await scheduler.flush();
      await scheduler.idle();
    },
    hasUnsavedWork() {
      return isDirty(state) || scheduler.pending().length > 0 || Object.keys(state.inFlight).length > 0;
    },
    dispose() {
      stopFollowing();
      scheduler.dispose();
      listeners.clear();
    },
  };
}

/** The server's course from a 409 of a stale save, or null for any other failure. */
function conflictCurrent(error: unknown): Course | null {
  if (!isApiError(error, 409)) return null;
  const payload = courseConflictPayloadSchema.safeParse({ message: error.serverMessage ?? '', code: error.code, details: error.details });
  return payload.success ? payload.data.details.current : null;
}
