import { DISCUSSION_SAVE_DELAY_MS, discussionResponseSchema, newDiscussion, type DiscussionResponse } from '@slidewise/core';
import type { ActivityKind } from '../activities/index.ts';
import { createFieldDraftStorage } from '../../ui/saving/field-drafts.ts';
import { discussionQueryKeys } from './data/discussion-query-keys.ts';
import { getDiscussion, saveDiscussion } from './data/discussions-api.ts';

/** Unsaved discussion settings kept through a reload, per discussion. */
export const discussionDrafts = createFieldDraftStorage('slidewise.discussionDraft.');

/** A discussion's settings page, as the shared activity pages draw it (authoring §2, §3, §9). */
export const discussionKind: ActivityKind<DiscussionResponse> = {
  pathOf: (id) => `/discussion/${encodeURIComponent(id)}`,
  queryKey: discussionQueryKeys.discussion,
  load: getDiscussion,
  save: saveDiscussion,
  newItem: newDiscussion,
  schema: discussionResponseSchema,
  fields: ['title', 'description', 'externalId', 'isPublished', 'postRequired', 'commentRequired', 'visibleToAllUsers', 'planning'],
  delayMs: DISCUSSION_SAVE_DELAY_MS,
  drafts: discussionDrafts,
  texts: (t) => ({
    pageTitle: t('pages.discussion.title'),
    newTitle: t('discussions.settings.newTitle.discussion'),
    needsCourse: t('discussions.settings.needsCourse'),
    loading: t('discussions.settings.loading.discussion'),
    loadFailed: t('discussions.settings.loadFailed.discussion'),
    backToCourse: t('discussions.settings.backToCourse'),
    formLabel: t('discussions.settings.formLabel.discussion'),
  }),
};
