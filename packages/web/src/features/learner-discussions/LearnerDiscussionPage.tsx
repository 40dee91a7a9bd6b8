import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { ActivityQueryView } from '../activities/index.ts';
import { createDiscussionPost, discussionQueryKeys, getLearnerDiscussion } from '../discussion/index.ts';
import { PostList, RichTextComposer, usePostList } from '../facilitator/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Requirements } from './Requirements.tsx';
import { WindowNoticeText } from './WindowNoticeText.tsx';
import './learner-activity.css';
import '../../ui/activity/activity.css';

/** /learn/discussions/:lessonId: the learner reads the discussion, posts and comments while it is open. */
export function LearnerDiscussionPage() {
  const { t } = useTranslation();
  const { lessonId = '' } = useParams();
  const queryClient = useQueryClient();
  const discussion = useQuery({ queryKey: discussionQueryKeys.learnerDiscussion(lessonId), queryFn: () => getLearnerDiscussion(lessonId) });
  // The learner's own posts and comments count towards completing it: read the progress again.
  const onActivity = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: discussionQueryKeys.learnerDiscussion(lessonId) }),
    [queryClient, lessonId],
  );
  const list = usePostList(lessonId, { onActivity });
  const describeError = useCallback((error: unknown) => apiErrorMessage(error, t), [t]);

  return (
    <ActivityQueryView
      query={discussion}
      texts={{
        loading: t('discussions.learner.discussion.loading'),
        pageTitle: t('pages.discussion.title'),
        loadFailed: t('discussions.learner.discussion.loadFailed'),
        retry: t('facilitator.list.retry'),
      }}
    >
      {(item) => (
        <Page
          title={item.title}
          eyebrow={item.courseTitle}
          actions={
            <Link to={`/learn/courses/${encodeURIComponent(item.courseId)}`}>
              {t('discussions.learner.backToCourse', { course: item.courseTitle })}
            </Link>
          }
        >
          {item.description ? <p className="learner-activity__description">{item.description}</p> : null}
          <WindowNoticeText planning={item.planning} open={item.open} />
          <Requirements
            completed={item.completed}
            items={[
              ...(item.postRequired ? [t('discussions.learner.requirePost')] : []),
              ...(item.commentRequired ? [t('discussions.learner.requireComment')] : []),
            ]}
          />
          {!item.visibleToAllUsers ? <p className="activity__muted">{t('discussions.learner.discussion.onlyYours')}</p> : null}
          {item.open ? (
            <RichTextComposer
              label={t('discussions.learner.discussion.newPost')}
              submitLabel={t('discussions.learner.discussion.publish')}
              busyLabel={t('discussions.learner.discussion.publishing')}
              describeError={describeError}
              onSubmit={async (content) => list.postAdded(await createDiscussionPost(lessonId, content))}
            />
          ) : null}
          <PostList list={list} moderate={false} canComment={item.open} />
        </Page>
      )}
    </ActivityQueryView>
  );
}
