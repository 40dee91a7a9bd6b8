import { LESSON_SETTINGS_SAVE_DELAY_MS, lessonConflictPayloadSchema, type Lesson } from '@slidewise/core';
import { isApiError, updateLesson } from '../../../api/index.ts';
import { createDraftStorage } from '../../../ui/saving/draft-storage.ts';
import { changedFields, editReducer, initialEditState, isDirty, type EditAction, type EditState } from '../../../ui/saving/edit-state.ts';
import { createSaveScheduler } from '../../../ui/saving/save-scheduler.ts';
import { lessonSettingsFields, lessonUpdateBody } from './lesson-settings-fields.ts';

export type LessonSettingsState = EditState<Lesson>;

/**
 * A lesson's saved fields in the editor, saved as the course editor saves a course: the edited fields
 * 2 s after the last edit with the version they were made on, a failure reverted with its message, a
 * 409 left to the author's choice, unsaved fields kept in the browser until saved.
 */
export interface LessonSettingsSession {
  getState(): LessonSettingsState;
  subscribe(listener: () => void): () => void;
  edit(patch: Partial<Lesson>): void;
  resolveConflict(keep: 'theirs' | 'mine'): void;
  dismissError(): void;
  flush(): Promise<void>;
  hasUnsavedWork(): boolean;
  dispose(): void;
}

interface StoredSettingsDraft {
  version: number;
  fields: Record<string, unknown>;
}

export const lessonSettingsDrafts = createDraftStorage<StoredSettingsDraft>('slidewise.lessonSettingsDraft.', (stored) => {
  if (!stored || typeof stored !== 'object') return null;
  const { version, fields } = stored as Partial<StoredSettingsDraft>;
  if (typeof version !== 'number' || !fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
  return { version, fields };
});

interface Options {
  lesson: Lesson;
  describeError(error: unknown): string;
  storage?: Storage;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createLessonSettingsSession({ lesson, describeError, storage, setTimer, clearTimer }: Options): LessonSettingsSession {
  const listeners = new Set<() => void>();
  let state = startingState(lesson, storage);

  const dispatch = (action: EditAction<Lesson>) => {
    state = editReducer(state, action);
    const fields = changedFields(state, lessonSettingsFields);
    lessonSettingsDrafts.write(lesson.id, Object.keys(fields).length > 0 ? { version: state.original.version, fields } : null, storage);
    listeners.forEach((listener) => {
      listener();
    });
  };

  const scheduler = createSaveScheduler<'settings'>({
    delays: { settings: LESSON_SETTINGS_SAVE_DELAY_MS },
    save: async () => {
      if (state.conflict) return;
      const patch = changedFields(state, lessonSettingsFields);
      if (Object.keys(patch).length === 0) return;
      dispatch({ type: 'saveStarted', channel: 'settings', sent: patch });
      try {
        dispatch({
          type: 'saveSucceeded',
          channel: 'settings',
          item: await updateLesson(lesson.id, lessonUpdateBody(patch, state.original.version)),
        });
      } catch (error) {
        const conflict = isApiError(error, 409)
          ? lessonConflictPayloadSchema.safeParse({ message: error.serverMessage ?? '', code: error.code, details: error.details })
          : null;
        if (conflict?.success) dispatch({ type: 'saveConflicted', channel: 'settings', current: conflict.data.details.current });
        else dispatch({ type: 'saveFailed', channel: 'settings', message: describeError(error) });
      }
    },
    ...(setTimer ? { setTimer } : {}),
    ...(clearTimer ? { clearTimer } : {}),
  });

  if (!state.conflict && isDirty(state, lessonSettingsFields)) scheduler.schedule('settings');

  return {
    getState: () => state,
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
    async flush() {
      await scheduler.flush();
      await scheduler.idle();
    },
    hasUnsavedWork() {
      return isDirty(state, lessonSettingsFields) || scheduler.pending().length > 0 || Object.keys(state.inFlight).length > 0;
    },
    dispose() {
      scheduler.dispose();
      listeners.clear();
    },
  };
}

/** The server's lesson with kept fields on top; kept fields made on another version become a choice. */
function startingState(lesson: Lesson, storage: Storage | undefined): LessonSettingsState {
  const draft = lessonSettingsDrafts.read(lesson.id, storage);
  const fields = Object.fromEntries(
    Object.entries(draft?.fields ?? {}).filter(([key]) => (lessonSettingsFields as readonly string[]).includes(key)),
  ) as Partial<Lesson>;
  const restored = initialEditState(lesson, fields);
  if (!draft || !isDirty(restored)) return initialEditState(lesson);
  return draft.version === lesson.version ? restored : { ...restored, conflict: { current: lesson } };
}
