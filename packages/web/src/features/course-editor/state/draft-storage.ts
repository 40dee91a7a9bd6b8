import { createDraftStorage } from '../../../ui/saving/draft-storage.ts';

// Until a save confirms them, the edited fields of a course are kept in local storage with the version
// they were made on.
export interface StoredDraft {
  /** The version of the course the edits were made on; another version means it changed elsewhere. */
  version: number;
  fields: Record<string, unknown>;
}

const courseDrafts = createDraftStorage<StoredDraft>('slidewise.courseDraft.', (parsed) => {
  if (!parsed || typeof parsed !== 'object') return null;
  const { version, fields } = parsed as Partial<StoredDraft>;
  if (typeof version !== 'number' || !fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
  return Object.keys(fields).length > 0 ? { version, fields } : null;
});

export const draftKey = courseDrafts.key;

export function readDraft(courseId: string, storage?: Storage): StoredDraft | null {
  return courseDrafts.read(courseId, storage);
}

/** Keeps the draft, or removes it when nothing is left unsaved. */
export function writeDraft(courseId: string, draft: StoredDraft | null, storage?: Storage): void {
  courseDrafts.write(courseId, draft && Object.keys(draft.fields).length > 0 ? draft : null, storage);
}
