import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NEW_ITEM_ID } from '@slidewise/core';
import { Page } from '../../../ui/layout/Page.tsx';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { ActivityQueryView, type ActivityQueryTexts } from './ActivityQueryView.tsx';

/** The already-translated words one kind of activity shows while its settings page loads or cannot. */
export interface ActivityLoaderTexts extends ActivityQueryTexts {
  /** The title of a "new" page without a course, e.g. "New discussion". */
  newTitle: string;
  /** Why "new" needs ?courseId=. */
  needsCourse: string;
}

interface Props<T> {
  queryKey(id: string): QueryKey;
  load(id: string): Promise<T>;
  /** The item "new" stands for (authoring §3: id "new", the spec's defaults) in the course it will join. */
  newItem(courseId: string): T;
  texts: ActivityLoaderTexts;
  /** The settings screen, once there is an item to show. */
  children(item: T): ReactNode;
}

/**
 * /{kind}/{lessonId} of a discussion, assessment, observation or conference: reads the item, or makes a new
 * one when the id is "new" and ?courseId= names its course; shows a spinner while it loads and the error
 * when it cannot. One place, so the four settings pages treat those states alike.
 */
export function ActivitySettingsLoader<T>({ queryKey, load, newItem, texts, children }: Props<T>) {
  const { lessonId = '' } = useParams();
  const [search] = useSearchParams();
  const courseId = search.get('courseId');
  const isNew = lessonId === NEW_ITEM_ID;
  const item = useQuery({ queryKey: queryKey(lessonId), queryFn: () => load(lessonId), enabled: !isNew, staleTime: Number.POSITIVE_INFINITY });

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
    return children(newItem(courseId));
  }
  return (
    <ActivityQueryView query={item} texts={texts}>
      {children}
    </ActivityQueryView>
  );
}
