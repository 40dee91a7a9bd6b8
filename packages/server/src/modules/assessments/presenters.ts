import type { Feedback, Submission, SubmissionStatus } from '@slidewise/core';
import { submissionStatusSchema } from '@slidewise/core';
import type { PostRow } from '../activities/posts-repo.ts';
import { isoFromMilliseconds } from '../activities/sql-rows.ts';
import type { FeedbackRow } from './repo.ts';

export function presentFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    submissionId: row.post_id,
    author: { id: row.author_user_id, name: row.author_name },
    content: row.content,
    status: row.status,
    ...(row.score === null ? {} : { score: row.score }),
    createdAt: isoFromMilliseconds(row.created_ms),
    modifiedAt: isoFromMilliseconds(row.modified_ms),
  };
}

export function presentSubmission(row: PostRow, feedback: FeedbackRow[], viewerId: string): Submission {
  const status: SubmissionStatus = submissionStatusSchema.safeParse(row.status).data ?? 'submitted';
  return {
    id: row.id,
    assessmentId: row.lesson_id,
    author: { id: row.author_user_id, name: row.author_name },
    content: row.content,
    status,
    createdAt: isoFromMilliseconds(row.created_ms),
    modifiedAt: isoFromMilliseconds(row.modified_ms),
    score: row.score,
    feedback: feedback.map(presentFeedback),
    commentCount: row.comment_count,
    isOwn: row.author_user_id === viewerId,
  };
}
