import type { Actor, AssessmentResponse, AssessmentSummary, Feedback, GradeChange, Submission, SubmissionStatus } from '@slidewise/core';
import { feedbackChangeRight, submissionStatusSchema } from '@slidewise/core';
import type { ActivityRow } from '../activities/activity-lookup.ts';
import { readActivitySettings } from '../activities/activity-settings.ts';
import type { PostRow } from '../activities/posts-repo.ts';
import { activityHead, activityVersion } from '../activities/settings-presenter.ts';
import type { ActivitySummaryRow } from '../activities/settings-repo.ts';
import { isoFromMilliseconds } from '../activities/sql-rows.ts';
import { summaryHead } from '../activities/summaries-service.ts';
import type { FeedbackRow, GradeChangeRow } from './repo.ts';

/** GET /api/assessments/{id}/latest: the Assessment entity of the Latest version. */
export function presentAssessment(row: ActivityRow): AssessmentResponse {
  const { postRequired, commentRequired, visibleToAllUsers, planning, minimumScore, gradeByPercentage } = readActivitySettings(
    row.lesson.data,
  );
  return {
    ...activityHead(row),
    postRequired,
    commentRequired,
    visibleToAllUsers,
    planning,
    minimumScore,
    gradeByPercentage,
    ...activityVersion(row),
  };
}

/** An assessment of the moderation list: the submissions the caller sees, and of them those waiting for a grade. */
export function presentAssessmentSummary(row: ActivitySummaryRow): AssessmentSummary {
  return { ...summaryHead(row), submissionCount: row.post_count, waitingCount: row.waiting_count };
}

export function presentFeedback(row: FeedbackRow, viewer: Actor): Feedback {
  return {
    id: row.id,
    submissionId: row.post_id,
    author: { id: row.author_user_id, name: row.author_name },
    content: row.content,
    status: row.status,
    ...(row.score === null ? {} : { score: row.score }),
    createdAt: isoFromMilliseconds(row.created_ms),
    modifiedAt: isoFromMilliseconds(row.modified_ms),
    ...(row.modified_by_name === null ? {} : { modifiedBy: { id: row.modified_by_user_id, name: row.modified_by_name } }),
    mayChange: feedbackChangeRight(viewer, { authorId: row.author_user_id }) !== null,
  };
}

export function presentGradeChange(row: GradeChangeRow): GradeChange {
  return {
    feedbackId: row.feedback_id,
    action: row.action,
    by: { id: row.by_user_id, name: row.by_name },
    as: row.by_right,
    content: row.content,
    status: row.status,
    ...(row.score === null ? {} : { score: row.score }),
    at: isoFromMilliseconds(row.created_ms),
  };
}

/** A submission with its feedback; `gradeHistory` only when given (graders see it, the learner does not). */
export function presentSubmission(row: PostRow, feedback: FeedbackRow[], viewer: Actor, gradeHistory?: GradeChangeRow[]): Submission {
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
    feedback: feedback.map((entry) => presentFeedback(entry, viewer)),
    ...(gradeHistory === undefined ? {} : { gradeHistory: gradeHistory.map(presentGradeChange) }),
    commentCount: row.comment_count,
    isOwn: row.author_user_id === viewer.id,
  };
}
