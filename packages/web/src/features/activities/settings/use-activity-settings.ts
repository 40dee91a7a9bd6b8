import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../api/index.ts';
import type { ActivityItem, ActivityKind } from '../activity-kind.ts';
import { useItemSettingsSession } from './use-item-settings-session.ts';

/**
 * An activity's settings session, as its kind saves them (authoring §9: a discussion's 2 s after the last
 * edit); a "new" item, once created, is put in the query cache and the page moves to its address without
 * asking about leaving (isMovingItself says so while it moves).
 */
export function useActivitySettings<T extends ActivityItem>(kind: ActivityKind<T>, item: T) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const moving = useRef(false);
  const onCreated = useCallback(
    (created: T) => {
      queryClient.setQueryData(kind.queryKey(created.id), created);
      moving.current = true;
      void Promise.resolve(navigate(kind.pathOf(created.id), { replace: true })).finally(() => {
        moving.current = false;
      });
    },
    [navigate, queryClient, kind],
  );
  const session = useItemSettingsSession<T>({
    item,
    fields: kind.fields,
    delayMs: kind.delayMs,
    schema: kind.schema,
    save: kind.save,
    describeError: (error) => apiErrorMessage(error, t),
    onCreated,
    drafts: kind.drafts,
  });
  return { session, isMovingItself: () => moving.current };
}
