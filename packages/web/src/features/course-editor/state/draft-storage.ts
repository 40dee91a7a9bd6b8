import { createFieldDraftStorage, type FieldDraft } from '../../../ui/saving/field-drafts.ts';

// Until a save confirms them, the edited fields of a course are kept in local storage with the version
// they were made on (the shared field drafts of ui/saving).
export type StoredDraft = FieldDraft;

const courseDrafts = createFieldDraftStorage('slidewise.courseDraft.');

export const draftKey = courseDrafts.key;

export function readDraft(courseId: string, storage?: Storage): StoredDraft | null {
  return courseDrafts.read(courseId, storage);
}

/** Keeps the draft, or removes it when nothing is left unsaved. */
export function writeDraft(courseId: string, draft: StoredDraft | null, storage?: Storage): void {
  courseDrafts.write(courseId, draft, storage);
}
