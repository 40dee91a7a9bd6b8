import type { QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { DraftStorage } from '../../ui/saving/draft-storage.ts';
import type { FieldDraft } from '../../ui/saving/field-drafts.ts';
import type { SettingsItem } from './settings/item-settings-session.ts';

/** What every kind's settings answer carries for its page besides the saved fields. */
export interface ActivityItem extends SettingsItem {
  courseTitle: string;
}

/** The already-translated words of one kind's settings page. */
export interface ActivityPageTexts {
  /** The page's title while the item has none to show (loading, failed, no course title). */
  pageTitle: string;
  /** The title of a new item before it has one, e.g. "New discussion". */
  newTitle: string;
  /** Why "new" needs ?courseId=. */
  needsCourse: string;
  /** The spinner's accessible name. */
  loading: string;
  loadFailed: string;
  /** With it, a failed load offers to try again; without it, it only says why. */
  retry?: string;
  backToCourse: string;
  /** The settings form's accessible name. */
  formLabel: string;
}

/**
 * One kind of activity (discussion, assessment, observation, conference) as the shared pages see it: where
 * its settings page is, how its item is read, made new (core's defaults), edited and saved, and its words.
 * Each kind's feature declares one (kind.ts); the loader, the settings session and the editor take it.
 */
export interface ActivityKind<T extends ActivityItem> {
  /** The settings page of an item, e.g. /discussion/{id}. */
  pathOf(id: string): string;
  queryKey(id: string): QueryKey;
  /** GET …/{id}/latest. */
  load(id: string): Promise<T>;
  /** PUT …/{id}: the saved item, or a thrown failure (a 409 carries the server's copy). */
  save(id: string, body: Record<string, unknown>): Promise<T>;
  /** The item "new" stands for, in the course it will join. */
  newItem(courseId: string): T;
  /** Reads the server's copy a 409 carries. */
  schema: z.ZodType<T>;
  /** The fields the form edits and a save sends. */
  fields: readonly (keyof T & string)[];
  /** How long after the last edit it saves (core's timing constants). */
  delayMs: number;
  /** Where unsaved settings are kept through a reload. */
  drafts: DraftStorage<FieldDraft>;
  texts(t: TFunction): ActivityPageTexts;
}
