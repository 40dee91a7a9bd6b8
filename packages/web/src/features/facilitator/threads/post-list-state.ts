import {
  addPost,
  addPostComment,
  emptyPagedList,
  receivePostComments,
  receivePosts,
  removePost,
  removePostComment,
  replacePostComment,
  type CommentPage,
  type DiscussionComment,
  type DiscussionPost,
  type PagedList,
} from '@slidewise/core';

/** The comments of an opened thread come this many at a time (a preview holds the spec's 2). */
export const THREAD_PAGE_SIZE = 20;

export interface PostListState {
  posts: PagedList<DiscussionPost>;
  /** Posts whose thread was opened past its preview: their comments page by THREAD_PAGE_SIZE. */
  opened: Readonly<Record<string, true>>;
}

export type PostListAction =
  | { type: 'postsLoaded'; page: PagedList<DiscussionPost> }
  | { type: 'postAdded'; post: DiscussionPost }
  | { type: 'postDeleted'; postId: string }
  | { type: 'commentsLoaded'; postId: string; page: CommentPage }
  | { type: 'commentAdded'; postId: string; comment: DiscussionComment }
  | { type: 'commentEdited'; comment: DiscussionComment }
  | { type: 'commentDeleted'; commentId: string };

export const initialPostListState: PostListState = { posts: emptyPagedList(), opened: {} };

/** Core's list rules (authoring §4) applied to the screen's posts. */
export function postListReducer(state: PostListState, action: PostListAction): PostListState {
  switch (action.type) {
    case 'postsLoaded':
      // Page 1 replaces the posts, and with them the opened threads.
      return {
        posts: receivePosts<DiscussionComment, DiscussionPost>(state.posts, action.page),
        opened: action.page.currentPage <= 1 ? {} : state.opened,
      };
    case 'postAdded':
      return { ...state, posts: addPost<DiscussionComment, DiscussionPost>(state.posts, action.post) };
    case 'postDeleted': {
      const { [action.postId]: _closed, ...opened } = state.opened;
      return { posts: removePost(state.posts, action.postId), opened };
    }
    case 'commentsLoaded':
      return {
        posts: receivePostComments<DiscussionComment, DiscussionPost>(state.posts, action.postId, action.page),
        opened: { ...state.opened, [action.postId]: true },
      };
    case 'commentAdded':
      return { ...state, posts: addPostComment<DiscussionComment, DiscussionPost>(state.posts, action.postId, action.comment) };
    case 'commentEdited':
      return { ...state, posts: replacePostComment<DiscussionComment, DiscussionPost>(state.posts, action.comment) };
    case 'commentDeleted':
      return { ...state, posts: removePostComment<DiscussionComment, DiscussionPost>(state.posts, action.commentId) };
  }
}

/**
 * The page of comments "show earlier" asks for: a preview (page 1 of 2) is first replaced by page 1 of
 * a full thread page, then older pages follow.
 */
export function earlierCommentsPage(state: PostListState, post: DiscussionPost): number {
  return state.opened[post.id] ? post.comments.currentPage + 1 : 1;
}
