import { createDraftStorage, type DraftStorage } from './draft-storage.ts';
import { initialEditState, isDirty, type EditState, type Item } from './edit-state.ts';

// The draft of a form that edits fields of one versioned item (a course, a discussion's or an
// assessment's settings, an observation's, a conference's): the edited fields that no save has
// confirmed yet, with the version of the item they were made on. One shape and one restore rule for
// every such editor, so each keeps unsaved work the same way.
export interface FieldDraft {
  /** The version of the item the edits were made on; another version means it changed elsewhere. */
  version: number;
  fields: Record<string, unknown>;
  /** Edits a failed save put back, kept until the author restores or dismisses them or a save confirms those fields. */
  failed?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const holdsSomething = (draft: FieldDraft) => Object.keys(draft.fields).length > 0 || Object.keys(draft.failed ?? {}).length > 0;

/** Local storage of field drafts under `prefix` + item id; writing a draft without fields removes it. */
export function createFieldDraftStorage(prefix: string): DraftStorage<FieldDraft> {
  const drafts = createDraftStorage<FieldDraft>(prefix, (parsed) => {
    if (!parsed || typeof parsed !== 'object') return null;
    const { version, fields, failed } = parsed as Partial<FieldDraft>;
    if (typeof version !== 'number' || !isRecord(fields)) return null;
    const draft: FieldDraft = isRecord(failed) && Object.keys(failed).length > 0 ? { version, fields, failed } : { version, fields };
    return holdsSomething(draft) ? draft : null;
  });
  return {
    key: drafts.key,
    read: drafts.read,
    write(id, draft, storage) {
      drafts.write(id, draft && holdsSomething(draft) ? draft : null, storage);
    },
  };
}

/** The draft to keep for `state`: its unsaved editable fields on the confirmed version, or null. */
export function draftOf<T extends Item & { version: number }>(state: EditState<T>, changed: Partial<T>): FieldDraft | null {
  const draft: FieldDraft = state.failedEdits
    ? { version: state.original.version, fields: changed, failed: state.failedEdits }
    : { version: state.original.version, fields: changed };
  return holdsSomething(draft) ? draft : null;
}

/**
 * The server's item with the kept draft on top (only the fields the form edits). A draft made on
 * another version means the item changed elsewhere since: the state waits on the author's choice, as
 * for a refused save, instead of overwriting the newer copy silently. `restored` says a draft was put
 * back, so the page can say so.
 */
export function restoreDraft<T extends Item & { version: number }>(
  item: T,
  draft: FieldDraft | null,
  fields: readonly (keyof T)[],
): { state: EditState<T>; restored: boolean } {
  const only = (record: Record<string, unknown> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => fields.includes(key as keyof T))) as Partial<T>;
  const failed = only(draft?.failed);
  // Failed edits come back as failed edits (offered to restore), never silently as live ones.
  const failedEdits = Object.keys(failed).length > 0 ? failed : null;
  const state = { ...initialEditState(item, only(draft?.fields)), failedEdits };
  if (!draft || !isDirty(state)) return { state: { ...initialEditState(item), failedEdits }, restored: false };
  return { state: draft.version === item.version ? state : { ...state, conflict: { current: item } }, restored: true };
}
