import type { DiscussionPost, DiscussionComment } from '@slidewise/core';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  addDiscussionComment,
  deleteComment,
  deleteDiscussionPost,
  listDiscussionPosts,
  listPostComments,
  updateComment,
} from '../../discussion/index.ts';
import { POSTS_PAGE_SIZE } from './page-sizes.ts';
import { earlierCommentsPage, initialPostListState, postListReducer, THREAD_PAGE_SIZE } from './post-list-state.ts';

export type LoadStatus = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; error: unknown };

/**
 * A discussion's posts with their comment threads, loaded page by page; every change goes to the server
 * first. `onActivity` hears of the reader's own posts and comments (a learner's progress changes).
 */
export function usePostList(discussionId: string, { onActivity }: { onActivity?: () => void } = {}) {
  const [state, dispatch] = useReducer(postListReducer, initialPostListState);
  const [status, setStatus] = useState<LoadStatus>({ kind: 'loading' });
  const stateRef = useRef(state);
  stateRef.current = state;

  const loadFirst = useCallback(async () => {
    setStatus({ kind: 'loading' });
    try {
      dispatch({ type: 'postsLoaded', page: await listDiscussionPosts(discussionId, 1, POSTS_PAGE_SIZE) });
      setStatus({ kind: 'ready' });
    } catch (error) {
      setStatus({ kind: 'failed', error });
    }
  }, [discussionId]);

  useEffect(() => {
    void loadFirst();
  }, [loadFirst]);

  return {
    state,
    status,
    reload: loadFirst,
    async loadMore() {
      const { posts } = stateRef.current;
      dispatch({ type: 'postsLoaded', page: await listDiscussionPosts(discussionId, posts.currentPage + 1, POSTS_PAGE_SIZE) });
    },
    postAdded(post: DiscussionPost) {
      dispatch({ type: 'postAdded', post });
      onActivity?.();
    },
    async deletePost(postId: string) {
      await deleteDiscussionPost(discussionId, postId);
      dispatch({ type: 'postDeleted', postId });
    },
    async loadEarlierComments(post: DiscussionPost) {
      const page = earlierCommentsPage(stateRef.current, post);
      dispatch({ type: 'commentsLoaded', postId: post.id, page: await listPostComments(discussionId, post.id, page, THREAD_PAGE_SIZE) });
    },
    async addComment(postId: string, content: string) {
      dispatch({ type: 'commentAdded', postId, comment: await addDiscussionComment(discussionId, postId, content) });
      onActivity?.();
    },
    async editComment(comment: DiscussionComment, content: string) {
      dispatch({ type: 'commentEdited', comment: await updateComment(comment.id, content) });
    },
    async deleteComment(comment: DiscussionComment) {
      await deleteComment(comment.id);
      dispatch({ type: 'commentDeleted', commentId: comment.id });
    },
  };
}

export type PostListController = ReturnType<typeof usePostList>;
