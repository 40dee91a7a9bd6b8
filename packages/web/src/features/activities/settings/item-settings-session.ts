import { NEW_ITEM_ID } from '@slidewise/core';
import type { DraftStorage } from '../../../ui/saving/draft-storage.ts';
import type { FieldDraft } from '../../../ui/saving/field-drafts.ts';
import { createFieldSaveSession, type FieldSaveSession, type VersionedItem } from '../../../ui/saving/field-save-session.ts';
import type { Connection } from '../../../ui/saving/connection.ts';

/** What a discussion or an assessment has in common for its settings page. */
export interface SettingsItem extends VersionedItem {
  courseId: string;
  title: string;
}

/**
 * A discussion's or an assessment's settings as the page edits them (authoring §3, §4, §9), with the
 * save cycle every field form shares (ui/saving/field-save-session.ts). What is theirs: id "new" is an
 * item not created yet, so nothing is saved until it has a title, and then the first save creates it in
 * its course with every field the form holds; its draft is kept per course until it has an id.
 */
export type ItemSettingsSession<T extends SettingsItem> = FieldSaveSession<T>;

export interface ItemSettingsOptions<T extends SettingsItem> {
  item: T;
  /** The fields the form edits and a save sends. */
  fields: readonly (keyof T & string)[];
  delayMs: number;
  /** PUT /api/…/{id} (or POST for "new"): the saved item, or a thrown failure. */
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
  const { fields, save, onCreated, ...shared } = options;
  const isNew = (item: T) => item.id === NEW_ITEM_ID;
  // Creating sends every field the form holds, so the new item starts as the author sees it.
  const everyField = (changed: T) => Object.fromEntries(fields.map((field) => [field, changed[field]])) as Partial<T>;
  return createFieldSaveSession<T>({
    ...shared,
    fields,
    // authoring §5: nothing is saved for the "new" placeholder until it can be created (it needs a title).
    ready: ({ original, changed }) => !isNew(original) || changed.title.trim() !== '',
    sentFields: (patch, { original, changed }) => (isNew(original) ? everyField(changed) : patch),
    save: (patch, { original, changed }) =>
      isNew(original)
        ? save(original.id, { ...everyField(changed), courseId: original.courseId })
        : save(original.id, { ...patch, version: original.version }),
    onSaved: (saved, before) => {
      if (isNew(before)) onCreated?.(saved);
    },
    draftIdOf,
  });
}

/** A "new" item has no id yet: its draft is kept per course, so another course's new item never gets it. */
function draftIdOf(item: SettingsItem): string {
  return item.id === NEW_ITEM_ID ? `${NEW_ITEM_ID}.${item.courseId}` : item.id;
}
