import type { DiscussionComment } from '@slidewise/core';
import { isoFromMilliseconds } from '../activities/sql-rows.ts';
import type { CommentRow } from './repo.ts';

export function presentComment(row: Omit<CommentRow, 'lesson_id'>, viewerId: string): DiscussionComment {
  return {
    id: row.id,
    postId: row.post_id,
    author: { id: row.author_user_id, name: row.author_name },
    content: row.content,
    createdAt: isoFromMilliseconds(row.created_ms),
    modifiedAt: isoFromMilliseconds(row.modified_ms),
    isOwn: row.author_user_id === viewerId,
  };
}
