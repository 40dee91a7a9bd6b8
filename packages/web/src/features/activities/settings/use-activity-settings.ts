import { DISCUSSION_SAVE_DELAY_MS } from '@slidewise/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { apiErrorMessage } from '../../../api/index.ts';
import type { SettingsItem } from './item-settings-session.ts';
import { useItemSettingsSession } from './use-item-settings-session.ts';
import type { DraftStorage } from '../../../ui/saving/draft-storage.ts';
import type { FieldDraft } from '../../../ui/saving/field-drafts.ts';

export interface ActivitySettingsOptions<T extends SettingsItem> {
  item: T;
  fields: readonly (keyof T & string)[];
  schema: z.ZodType<T>;
  save(id: string, body: Record<string, unknown>): Promise<T>;
  queryKey(id: string): QueryKey;
  /** Where the created item lives, e.g. /practical-assessment/{id}. */
  pathOf(id: string): string;
  /** Where this kind keeps unsaved settings through a reload. */
  drafts: DraftStorage<FieldDraft>;
  /** How long after the last edit it saves; a discussion's 2 s unless the kind names its own. */
  delayMs?: number;
}

/**
 * A discussion's, assessment's, observation's or conference's settings session: saved 2 s after the last
 * edit (authoring §9); a "new" item, once created, is put in the query cache and the page moves to its
 * address without asking about leaving (isMovingItself says so while it moves).
 */
export function useActivitySettings<T extends SettingsItem>({ item, fields, schema, save, queryKey, pathOf, drafts, delayMs = DISCUSSION_SAVE_DELAY_MS }: ActivitySettingsOptions<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const moving = useRef(false);
  const onCreated = useCallback(
    (created: T) => {
      queryClient.setQueryData(queryKey(created.id), created);
      moving.current = true;
      void Promise.resolve(navigate(pathOf(created.id), { replace: true })).finally(() => {
        moving.current = false;
      });
    },
    [navigate, queryClient, queryKey, pathOf],
  );
  const session = useItemSettingsSession<T>({
    item,
    fields,
    delayMs,
    schema,
    save,
    describeError: (error) => apiErrorMessage(error, t),
    onCreated,
    drafts,
  });
  return { session, isMovingItself: () => moving.current };
}
