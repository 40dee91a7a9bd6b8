import { DISCUSSION_SAVE_DELAY_MS, NEW_ITEM_ID, defaultDiscussion, discussionResponseSchema, type DiscussionResponse } from '@slidewise/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { useMe } from '../auth/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { getDiscussion, saveDiscussion } from './data/discussions-api.ts';
import { discussionQueryKeys } from './data/discussion-query-keys.ts';
import { ItemSettingsForm } from './settings/ItemSettingsForm.tsx';
import { canEditSettings } from './settings/settings-editors.ts';
import { useItemSettingsSession } from './settings/use-item-settings-session.ts';
import { createFieldDraftStorage } from '../../ui/saving/field-drafts.ts';

/** Unsaved discussion settings kept through a reload, per discussion. */
export const discussionDrafts = createFieldDraftStorage('slidewise.discussionDraft.');

const discussionFields = [
  'title',
  'description',
  'externalId',
  'isPublished',
  'postRequired',
  'commentRequired',
  'visibleToAllUsers',
  'planning',
] as const satisfies readonly (keyof DiscussionResponse)[];

/** A discussion not created yet (authoring §3: id "new", the spec's defaults), in the course it will join. */
export function newDiscussion(courseId: string): DiscussionResponse {
  return { ...defaultDiscussion({ courseId }), courseTitle: '', version: 1, hasUnpublishedChanges: false, modified: new Date(0).toISOString() };
}

/** /discussion/{lessonId}: a discussion's settings (authoring §2); "new" with ?courseId= creates one. */
export function DiscussionPage() {
  const { t } = useTranslation();
  const { lessonId = '' } = useParams();
  const [search] = useSearchParams();
  const courseId = search.get('courseId');
  const isNew = lessonId === NEW_ITEM_ID;
  const discussion = useQuery({
    queryKey: discussionQueryKeys.discussion(lessonId),
    queryFn: () => getDiscussion(lessonId),
    enabled: !isNew,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (isNew) {
    if (!courseId) {
      return (
        <Page title={t('discussions.settings.newTitle.discussion')}>
          <Alert tone="negative">
            <p>{t('discussions.settings.needsCourse')}</p>
          </Alert>
        </Page>
      );
    }
    return <DiscussionSettings item={newDiscussion(courseId)} />;
  }
  if (discussion.isPending) return <Spinner label={t('discussions.settings.loading.discussion')} />;
  if (discussion.isError) {
    return (
      <Page title={t('pages.discussion.title')}>
        <Alert tone="negative">
          <p>{t('discussions.settings.loadFailed.discussion')}</p>
          <p>{apiErrorMessage(discussion.error, t)}</p>
        </Alert>
      </Page>
    );
  }
  return <DiscussionSettings item={discussion.data} />;
}

function DiscussionSettings({ item }: { item: DiscussionResponse }) {
  const { t } = useTranslation();
  const readOnly = !canEditSettings(useMe().data?.userRoles);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const moving = useRef(false);
  const onCreated = useCallback(
    (created: DiscussionResponse) => {
      queryClient.setQueryData(discussionQueryKeys.discussion(created.id), created);
      moving.current = true;
      void Promise.resolve(navigate(`/discussion/${encodeURIComponent(created.id)}`, { replace: true })).finally(() => {
        moving.current = false;
      });
    },
    [navigate, queryClient],
  );
  const session = useItemSettingsSession<DiscussionResponse>({
    item,
    fields: discussionFields,
    delayMs: DISCUSSION_SAVE_DELAY_MS,
    schema: discussionResponseSchema,
    save: saveDiscussion,
    describeError: (error) => apiErrorMessage(error, t),
    onCreated,
    drafts: discussionDrafts,
  });
  const created = item.id !== NEW_ITEM_ID;

  return (
    <Page
      title={item.title || t('discussions.settings.newTitle.discussion')}
      eyebrow={item.courseTitle || t('pages.discussion.title')}
      actions={
        <div className="item-settings__links">
          <Link to={`/course/${encodeURIComponent(item.courseId)}/edit?section=lessons`}>{t('discussions.settings.backToCourse')}</Link>
          {created ? <Link to={`/discussions/${encodeURIComponent(item.id)}/posts`}>{t('discussions.settings.openPosts')}</Link> : null}
        </div>
      }
    >
      {session ? <ItemSettingsForm session={session} kind="discussion" isMovingItself={() => moving.current} readOnly={readOnly} /> : null}
    </Page>
  );
}
