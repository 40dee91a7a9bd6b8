// DESIGN.md "No lost work": unsaved edits survive a reload. Until a save confirms them, the edited
// fields of a course are kept in local storage with the version they were made on.

export interface StoredDraft {
  /** The version of the course the edits were made on; another version means it changed elsewhere. */
  version: number;
  fields: Record<string, unknown>;
}

const KEY_PREFIX = 'slidewise.courseDraft.';

export function draftKey(courseId: string): string {
  return `${KEY_PREFIX}${courseId}`;
}

export function readDraft(courseId: string, storage: Storage = localStorage): StoredDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(draftKey(courseId)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { version, fields } = parsed as Partial<StoredDraft>;
    if (typeof version !== 'number' || !fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
    return Object.keys(fields).length > 0 ? { version, fields } : null;
  } catch {
    // A draft written by another version of the app, or by hand, is not worth a crash.
    return null;
  }
}

/** Keeps the draft, or removes it when nothing is left unsaved. */
export function writeDraft(courseId: string, draft: StoredDraft | null, storage: Storage = localStorage): void {
  try {
    if (!draft || Object.keys(draft.fields).length === 0) storage.removeItem(draftKey(courseId));
    else storage.setItem(draftKey(courseId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the editor still saves to the server, only the reload safety net is lost.
  }
}
