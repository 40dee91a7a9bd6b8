import type { AssessmentResponse, AssessmentSummary, Feedback, Submission, SubmissionStatus } from '@slidewise/core';
import { submissionStatusSchema } from '@slidewise/core';
import type { ActivityRow } from '../activities/activity-lookup.ts';
import { readActivitySettings } from '../activities/activity-settings.ts';
import type { PostRow } from '../activities/posts-repo.ts';
import { activityHead, activityVersion } from '../activities/settings-presenter.ts';
import type { ActivitySummaryRow } from '../activities/settings-repo.ts';
import { isoFromMilliseconds } from '../activities/sql-rows.ts';
import { summaryHead } from '../activities/summaries-service.ts';
import type { FeedbackRow } from './repo.ts';

/** GET /api/assessments/{id}/latest: the Assessment entity of the Latest version. */
export function presentAssessment(row: ActivityRow): AssessmentResponse {
  const { postRequired, commentRequired, visibleToAllUsers, planning, minimumScore, gradeByPercentage } = readActivitySettings(row.lesson.data);
  return { ...activityHead(row), postRequired, commentRequired, visibleToAllUsers, planning, minimumScore, gradeByPercentage, ...activityVersion(row) };
}

/** An assessment of the moderation list: the submissions the caller sees, and of them those waiting for a grade. */
export function presentAssessmentSummary(row: ActivitySummaryRow): AssessmentSummary {
  return { ...summaryHead(row), submissionCount: row.post_count, waitingCount: row.waiting_count };
}

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
