import { discussionContracts, type DiscussionResponse, type DiscussionSummary, type DiscussionUpdateBody } from '@slidewise/core';
import type { PostActivityKindConfig } from '../activities/activity-kind.ts';
import { presentDiscussion, presentDiscussionSummary } from './presenters.ts';

/** A discussion (spec §7 Discussions) as the shared activities module sees it. */
export const discussionKind: PostActivityKindConfig<'Discussion', DiscussionResponse, DiscussionUpdateBody, DiscussionSummary> = {
  kind: 'Discussion',
  settings: { latest: discussionContracts.latest, save: discussionContracts.save },
  defaultTitle: 'New discussion',
  texts: { notFound: 'Discussion not found', notPublished: 'This discussion is not published yet.' },
  present: presentDiscussion,
  posts: { notFound: 'Post not found', closed: 'This discussion is not open for posts right now.', sharedWhenVisibleToAllUsers: true },
  summaries: { readsLastActivity: true, present: presentDiscussionSummary },
};
