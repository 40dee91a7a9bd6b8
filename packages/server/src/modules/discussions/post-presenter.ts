import type { CommentPage, DiscussionPost } from '@slidewise/core';
import { presentComment } from '../comments/presenters.ts';
import type { CommentRow } from '../comments/repo.ts';
import type { PostRow } from '../activities/posts-repo.ts';
import { isoFromMilliseconds } from '../activities/sql-rows.ts';

/** A post with its page of comments (newest first, as the server sends them). */
export function presentPost(row: PostRow, comments: Omit<CommentRow, 'lesson_id'>[], commentsPage: number, viewerId: string): DiscussionPost {
  const page: CommentPage = { items: comments.map((comment) => presentComment(comment, viewerId)), currentPage: commentsPage, totalCount: row.comment_count };
  return {
    id: row.id,
    discussionId: row.lesson_id,
    author: { id: row.author_user_id, name: row.author_name },
    content: row.content,
    createdAt: isoFromMilliseconds(row.created_ms),
    modifiedAt: isoFromMilliseconds(row.modified_ms),
    commentCount: row.comment_count,
    isOwn: row.author_user_id === viewerId,
    comments: page,
  };
}
