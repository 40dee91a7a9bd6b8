import type { DiscussionPost } from '@slidewise/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { ConfirmDialog } from '../../../ui/primitives/ConfirmDialog.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { ActivityHtml } from './ActivityHtml.tsx';
import { CommentThread } from './CommentThread.tsx';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { LoadMore } from './LoadMore.tsx';
import type { PostListController } from './use-post-list.ts';
import '../../../ui/activity/activity.css';

interface PostListProps {
  list: PostListController;
  /** Facilitators delete any post and comment; learners only their own (the server checks it too). */
  moderate: boolean;
  /** Whether the reader may comment now (a learner only while the discussion is open). */
  canComment: boolean;
}

/** A discussion's posts, newest first, each with its comments oldest first (authoring §4). */
export function PostList({ list, moderate, canComment }: PostListProps) {
  const { t, i18n } = useTranslation();
  const describeError = useCallback((error: unknown) => apiErrorMessage(error, t), [t]);
  const [deleting, setDeleting] = useState<DiscussionPost | null>(null);
  const [deleteError, setDeleteError] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const headings = useRef(new Map<string, HTMLElement>());
  const { posts } = list.state;

  const focusPost = useCallback(
    (index: number) => {
      const post = list.state.posts.items[index];
      if (post) headings.current.get(post.id)?.focus({ preventScroll: true });
    },
    [list.state.posts.items],
  );

  if (list.status.kind === 'loading') return <Spinner label={t('facilitator.posts.loading')} />;
  if (list.status.kind === 'failed') {
    return (
      <Alert tone="negative">
        <p>{t('facilitator.posts.loadFailed')}</p>
        <p>{describeError(list.status.error)}</p>
        <Button variant="secondary" onClick={() => void list.reload()}>
          {t('facilitator.list.retry')}
        </Button>
      </Alert>
    );
  }

  const confirmDelete = async () => {
    const post = deleting;
    setDeleting(null);
    if (!post) return;
    setDeleteError(undefined);
    try {
      await list.deletePost(post.id);
      setAnnouncement(t('facilitator.posts.deleted'));
    } catch (error) {
      setDeleteError(describeError(error));
    }
  };

  return (
    <div className="activity">
      <p className="activity__muted" role="status">
        {announcement || t('facilitator.posts.count', { count: posts.totalCount })}
      </p>
      {deleteError ? (
        <Alert tone="negative">
          <p>{deleteError}</p>
        </Alert>
      ) : null}
      {posts.items.length === 0 ? <p className="activity__empty">{t('facilitator.posts.empty')}</p> : null}
      <ol className="activity__list">
        {posts.items.map((post) => {
          const author = post.author.name || t('facilitator.unknownAuthor');
          return (
            <li key={post.id} className="activity__card">
              <article aria-labelledby={`post-${post.id}`}>
                <header className="activity__card-header">
                  <h2
                    className="activity__heading"
                    id={`post-${post.id}`}
                    tabIndex={-1}
                    ref={(element) => {
                      if (element) headings.current.set(post.id, element);
                      else headings.current.delete(post.id);
                    }}
                  >
                    {t('facilitator.posts.heading', { author })}
                  </h2>
                  <time className="activity__muted" dateTime={post.createdAt}>
                    {formatDateTime(post.createdAt, i18n.language)}
                  </time>
                </header>
                <ActivityHtml html={post.content} />
                {moderate || post.isOwn ? (
                  <div className="activity__actions activity__actions--start">
                    <Button
                      variant="secondary"
                      onClick={() => setDeleting(post)}
                      aria-label={t('facilitator.posts.deleteNamed', { author })}
                    >
                      {t('facilitator.posts.delete')}
                    </Button>
                  </div>
                ) : null}
                <CommentThread
                  thread={post.comments}
                  label={t('facilitator.comments.label', { author })}
                  hasEarlier={post.comments.items.length < post.comments.totalCount}
                  onLoadEarlier={() => list.loadEarlierComments(post)}
                  onAdd={canComment ? (content) => list.addComment(post.id, content) : undefined}
                  onEdit={list.editComment}
                  onDelete={list.deleteComment}
                  moderate={moderate}
                  describeError={describeError}
                />
              </article>
            </li>
          );
        })}
      </ol>
      <LoadMore
        shown={posts.items.length}
        total={posts.totalCount}
        onLoad={list.loadMore}
        onLoaded={focusPost}
        describeError={describeError}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('facilitator.posts.deleteTitle')}
        confirmLabel={t('facilitator.posts.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('facilitator.posts.deleteText', { count: deleting?.commentCount ?? 0 })}</p>
      </ConfirmDialog>
    </div>
  );
}
