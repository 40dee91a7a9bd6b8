import type { CommentPage, DiscussionPost, DiscussionResponse, DiscussionSummary } from '@slidewise/core';
import type { ActivityRow } from '../activities/activity-lookup.ts';
import { readActivitySettings } from '../activities/activity-settings.ts';
import type { PostRow } from '../activities/posts-repo.ts';
import { activityHead, activityVersion } from '../activities/settings-presenter.ts';
import type { ActivitySummaryRow } from '../activities/settings-repo.ts';
import { isoFromMilliseconds } from '../activities/sql-rows.ts';
import { summaryHead } from '../activities/summaries-service.ts';
import { presentComment } from '../comments/presenters.ts';
import type { CommentRow } from '../comments/repo.ts';

/** GET /api/discussions/{id}/latest: the Discussion entity of the Latest version. */
export function presentDiscussion(row: ActivityRow): DiscussionResponse {
  const { postRequired, commentRequired, visibleToAllUsers, planning } = readActivitySettings(row.lesson.data);
  return { ...activityHead(row), postRequired, commentRequired, visibleToAllUsers, planning, ...activityVersion(row) };
}

/** A discussion of the moderation list: the posts the caller sees, and the newest of them or their comments. */
export function presentDiscussionSummary(row: ActivitySummaryRow): DiscussionSummary {
  return {
    ...summaryHead(row),
    visibleToAllUsers: row.visible_to_all_users ?? true,
    postCount: row.post_count,
    lastActivityAt: row.last_activity_ms === null ? null : isoFromMilliseconds(row.last_activity_ms),
  };
}

/** A post with its page of comments (newest first, as the server sends them). */
export function presentPost(
  row: PostRow,
  comments: Omit<CommentRow, 'lesson_id'>[],
  commentsPage: number,
  viewerId: string,
): DiscussionPost {
  const page: CommentPage = {
    items: comments.map((comment) => presentComment(comment, viewerId)),
    currentPage: commentsPage,
    totalCount: row.comment_count,
  };
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
