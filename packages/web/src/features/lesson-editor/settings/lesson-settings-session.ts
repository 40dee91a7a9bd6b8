import { LESSON_SETTINGS_SAVE_DELAY_MS, lessonConflictPayloadSchema, type Lesson } from '@slidewise/core';
import { isApiError, updateLesson } from '../../../api/index.ts';
import type { Connection } from '../../../ui/saving/connection.ts';
import type { EditState } from '../../../ui/saving/edit-state.ts';
import { createFieldDraftStorage } from '../../../ui/saving/field-drafts.ts';
import { createFieldSaveSession, type FieldSaveSession } from '../../../ui/saving/field-save-session.ts';
import { lessonSettingsFields, lessonUpdateBody } from './lesson-settings-fields.ts';

export type LessonSettingsState = EditState<Lesson>;

/**
 * A lesson's saved fields in the editor, saved as every field form saves (ui/saving/field-save-session.ts):
 * the edited fields 2 s after the last edit with the version they were made on, a failure reverted with
 * its message, a 409 left to the author's choice, edits waiting offline, unsaved fields kept in the
 * browser until saved.
 */
export type LessonSettingsSession = FieldSaveSession<Lesson>;

export const lessonSettingsDrafts = createFieldDraftStorage('slidewise.lessonSettingsDraft.');

interface Options {
  lesson: Lesson;
  describeError(error: unknown): string;
  storage?: Storage;
  connection?: Connection;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createLessonSettingsSession({ lesson, ...shared }: Options): LessonSettingsSession {
  return createFieldSaveSession<Lesson>({
    ...shared,
    item: lesson,
    fields: lessonSettingsFields,
    delayMs: LESSON_SETTINGS_SAVE_DELAY_MS,
    save: (patch, { original }) => updateLesson(original.id, lessonUpdateBody(patch, original.version)),
    conflictOf: lessonConflictOf,
    drafts: lessonSettingsDrafts,
  });
}

/** The server's lesson from a 409 of a stale save, or null for any other failure. */
function lessonConflictOf(error: unknown): Lesson | null {
  if (!isApiError(error, 409)) return null;
  const payload = lessonConflictPayloadSchema.safeParse({ message: error.serverMessage ?? '', code: error.code, details: error.details });
  return payload.success ? payload.data.details.current : null;
}
