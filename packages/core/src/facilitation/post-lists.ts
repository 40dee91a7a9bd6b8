import { POST_PREVIEW_COMMENTS_PAGE, POST_PREVIEW_COMMENTS_PAGE_SIZE } from '../constants.ts';
import { emptyPagedList, type PagedList } from '../entities/paged-list.ts';
import { addThreadComment, receiveThreadComments, type ThreadComment } from './comment-threads.ts';
import { receiveListPage, removeListItem, type IdentifiedItem } from './paged-lists.ts';

/** What the post rules need of a post: its comment count and the thread shown under it. */
export interface ThreadedPost<Comment extends ThreadComment> extends IdentifiedItem {
  commentCount: number;
  comments: PagedList<Comment>;
}

/** The query a post list asks with (authoring §7 and §9): each post's preview is page 1 of 2 comments. */
export const postPreviewCommentsQuery = {
  commentsPage: POST_PREVIEW_COMMENTS_PAGE,
  commentsPageSize: POST_PREVIEW_COMMENTS_PAGE_SIZE,
} as const;

/**
 * A post as the server sent it, made a preview: its thread holds at most the 2 newest comments of page
 * 1, oldest first, and counts all of its comments.
 */
export function previewPost<Comment extends ThreadComment, Post extends ThreadedPost<Comment>>(post: Post): Post {
  const newest = post.comments.items.slice(0, POST_PREVIEW_COMMENTS_PAGE_SIZE);
  const page = { items: newest, currentPage: POST_PREVIEW_COMMENTS_PAGE, totalCount: Math.max(post.comments.totalCount, newest.length) };
  return { ...post, comments: receiveThreadComments(emptyPagedList<Comment>(), page) };
}

/** A page of posts: page 1 replaces, later pages append (authoring §4), each post as its preview. */
export function receivePosts<Comment extends ThreadComment, Post extends ThreadedPost<Comment>>(
  list: PagedList<Post>,
  page: PagedList<Post>,
): PagedList<Post> {
  return receiveListPage(list, { ...page, items: page.items.map((post) => previewPost<Comment, Post>(post)) });
}

/** A post just written goes first (posts are listed newest first) and counts once. */
export function addPost<Comment extends ThreadComment, Post extends ThreadedPost<Comment>>(
  list: PagedList<Post>,
  post: Post,
): PagedList<Post> {
  const known = list.items.some((item) => item.id === post.id);
  return {
    ...list,
    items: [previewPost<Comment, Post>(post), ...list.items.filter((item) => item.id !== post.id)],
    totalCount: known ? list.totalCount : list.totalCount + 1,
  };
}

/** authoring §4: deleting a post also removes its comments (they live inside it) and lowers the total, never below 0. */
export function removePost<Post extends IdentifiedItem>(list: PagedList<Post>, postId: string): PagedList<Post> {
  return removeListItem(list, postId);
}

/** More of one post's comments arrived (newest first from the server): merged into its thread. */
export function receivePostComments<Comment extends ThreadComment, Post extends ThreadedPost<Comment>>(
  list: PagedList<Post>,
  postId: string,
  page: PagedList<Comment>,
): PagedList<Post> {
  return updatePost(list, postId, (post) => ({
    ...post,
    comments: receiveThreadComments(post.comments, page),
    commentCount: page.totalCount,
  }));
}

/** A comment written under a post: last in its thread, one more in its counts. */
export function addPostComment<Comment extends ThreadComment, Post extends ThreadedPost<Comment>>(
  list: PagedList<Post>,
  postId: string,
  comment: Comment,
): PagedList<Post> {
  return updatePost(list, postId, (post) => {
    const comments = addThreadComment(post.comments, comment);
    const added = comments.totalCount - post.comments.totalCount;
    return { ...post, comments, commentCount: post.commentCount + added };
  });
}

/** An edited comment, put in place wherever it is shown. */
export function replacePostComment<Comment extends ThreadComment, Post extends ThreadedPost<Comment>>(
  list: PagedList<Post>,
  comment: Comment,
): PagedList<Post> {
  return mapPostsHolding(list, comment.id, (post) => ({
    ...post,
    comments: { ...post.comments, items: post.comments.items.map((item) => (item.id === comment.id ? comment : item)) },
  }));
}

/** authoring §4: deleting a comment lowers the totals (the thread's and the post's), never below 0. */
export function removePostComment<Comment extends ThreadComment, Post extends ThreadedPost<Comment>>(
  list: PagedList<Post>,
  commentId: string,
): PagedList<Post> {
  return mapPostsHolding(list, commentId, (post) => ({
    ...post,
    comments: removeListItem(post.comments, commentId),
    commentCount: Math.max(0, post.commentCount - 1),
  }));
}

function updatePost<Post extends IdentifiedItem>(list: PagedList<Post>, postId: string, change: (post: Post) => Post): PagedList<Post> {
  if (!list.items.some((post) => post.id === postId)) return list;
  return { ...list, items: list.items.map((post) => (post.id === postId ? change(post) : post)) };
}

function mapPostsHolding<Comment extends ThreadComment, Post extends ThreadedPost<Comment>>(
  list: PagedList<Post>,
  commentId: string,
  change: (post: Post) => Post,
): PagedList<Post> {
  const holds = (post: Post) => post.comments.items.some((comment) => comment.id === commentId);
  if (!list.items.some(holds)) return list;
  return { ...list, items: list.items.map((post) => (holds(post) ? change(post) : post)) };
}
