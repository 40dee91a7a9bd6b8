import { DISCUSSION_SAVE_DELAY_MS, discussionResponseSchema, newDiscussion, type DiscussionResponse } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { ActivitySettingsLoader, ItemSettingsEditor } from '../activities/index.ts';
import { getDiscussion, saveDiscussion } from './data/discussions-api.ts';
import { discussionQueryKeys } from './data/discussion-query-keys.ts';
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

/** /discussion/{lessonId}: a discussion's settings (authoring §2); "new" with ?courseId= creates one. */
export function DiscussionPage() {
  const { t } = useTranslation();
  return (
    <ActivitySettingsLoader
      queryKey={discussionQueryKeys.discussion}
      load={getDiscussion}
      newItem={newDiscussion}
      texts={{
        newTitle: t('discussions.settings.newTitle.discussion'),
        needsCourse: t('discussions.settings.needsCourse'),
        loading: t('discussions.settings.loading.discussion'),
        pageTitle: t('pages.discussion.title'),
        loadFailed: t('discussions.settings.loadFailed.discussion'),
      }}
    >
      {(item) => <DiscussionSettings item={item} />}
    </ActivitySettingsLoader>
  );
}

function DiscussionSettings({ item }: { item: DiscussionResponse }) {
  const { t } = useTranslation();
  return (
    <ItemSettingsEditor<DiscussionResponse>
      item={item}
      kind="discussion"
      settings={{
        fields: discussionFields,
        delayMs: DISCUSSION_SAVE_DELAY_MS,
        schema: discussionResponseSchema,
        save: saveDiscussion,
        queryKey: discussionQueryKeys.discussion,
        pathOf: (id) => `/discussion/${encodeURIComponent(id)}`,
        drafts: discussionDrafts,
      }}
      texts={{ newTitle: t('discussions.settings.newTitle.discussion'), pageTitle: t('pages.discussion.title') }}
      facilitatorLink={{ to: `/discussions/${encodeURIComponent(item.id)}/posts`, label: t('discussions.settings.openPosts') }}
    />
  );
}
