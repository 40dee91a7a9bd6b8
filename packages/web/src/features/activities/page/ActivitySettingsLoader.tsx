import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NEW_ITEM_ID } from '@slidewise/core';
import { Page } from '../../../ui/layout/Page.tsx';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import type { ActivityItem, ActivityKind } from '../activity-kind.ts';
import { ActivityQueryView } from './ActivityQueryView.tsx';

interface Props<T extends ActivityItem> {
  kind: Pick<ActivityKind<T>, 'queryKey' | 'load' | 'newItem' | 'texts'>;
  /** The settings screen, once there is an item to show. */
  children(item: T): ReactNode;
}

/**
 * /{kind}/{lessonId} of a discussion, assessment, observation or conference: reads the item, or makes a new
 * one when the id is "new" and ?courseId= names its course; shows a spinner while it loads and the error
 * when it cannot. One place, so the four settings pages treat those states alike.
 */
export function ActivitySettingsLoader<T extends ActivityItem>({ kind, children }: Props<T>) {
  const { t } = useTranslation();
  const texts = kind.texts(t);
  const { lessonId = '' } = useParams();
  const [search] = useSearchParams();
  const courseId = search.get('courseId');
  const isNew = lessonId === NEW_ITEM_ID;
  const item = useQuery({
    queryKey: kind.queryKey(lessonId),
    queryFn: () => kind.load(lessonId),
    enabled: !isNew,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (isNew) {
    if (!courseId) {
      return (
        <Page title={texts.newTitle}>
          <Alert tone="negative">
            <p>{texts.needsCourse}</p>
          </Alert>
        </Page>
      );
    }
    return children(kind.newItem(courseId));
  }
  return (
    <ActivityQueryView query={item} texts={texts}>
      {children}
    </ActivityQueryView>
  );
}
