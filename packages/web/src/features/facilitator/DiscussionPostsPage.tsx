import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { discussionQueryKeys, getDiscussion } from '../discussion/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { PostList } from './threads/PostList.tsx';
import { usePostList } from './threads/use-post-list.ts';

/**
 * /discussions/{discussionId}/posts (authoring §2): the facilitator reads the posts and their comments,
 * comments, edits and deletes comments and deletes posts.
 */
export function DiscussionPostsPage() {
  const { t } = useTranslation();
  const { discussionId = '' } = useParams();
  // The title is a heading only: the posts show even when the discussion itself cannot be read.
  const discussion = useQuery({
    queryKey: discussionQueryKeys.discussion(discussionId),
    queryFn: () => getDiscussion(discussionId, { silent: true }),
    retry: false,
  });
  const list = usePostList(discussionId);

  return (
    <Page
      title={discussion.data?.title || t('pages.discussionPosts.title')}
      eyebrow={discussion.data ? t('facilitator.posts.eyebrow', { course: discussion.data.courseTitle }) : t('pages.discussionPosts.title')}
      actions={<Link to={`/discussion/${encodeURIComponent(discussionId)}`}>{t('facilitator.posts.settings')}</Link>}
    >
      <PostList list={list} moderate canComment />
    </Page>
  );
}
