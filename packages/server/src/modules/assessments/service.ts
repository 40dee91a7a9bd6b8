import { sql } from 'drizzle-orm';
import {
  DEFAULT_PAGE,
  feedbackChangeRight,
  type Feedback,
  type FeedbackBody,
  type FeedbackListResponse,
  type LearnerAssessment,
  type Submission,
  type SubmissionsQuery,
  type SubmissionsResponse,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { conflict, forbidden, HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { sanitisedRichText } from '../comments/rich-text.ts';
import { createParticipation } from '../activities/activity-participation.ts';
import type { ActivityRow } from '../activities/activity-lookup.ts';
import { readActivitySettings } from '../activities/activity-settings.ts';
import { assertModerator, type ActivityViewer } from '../activities/activity-viewer.ts';
import { learnerActivityHead } from '../activities/learner-activity-head.ts';
import { planningIsOpen } from '../activities/learner-visibility.ts';
import { fullName } from '../activities/people-scope.ts';
import { findPost, insertPost, postsPage, updatePostContent, type PostRow } from '../activities/posts-repo.ts';
import { assessmentKind } from './kind.ts';
import { createNotifier } from '../notifications/notifier.ts';
import { notifyFeedback } from '../notifications/activity-notifications.ts';
import {
  feedbackOf,
  findFeedback,
  findSubmissionOf,
  supersedeEarlierSubmission,
  gradeFromLatestFeedback,
  gradeHistoryOf,
  insertFeedback,
  isLatestFeedback,
  updateFeedback,
} from './repo.ts';
import { presentFeedback, presentSubmission } from './presenters.ts';
const PERCENT = 100;
// The learner's own views of their submission, whoever opens them: the grade history stays with the graders.
const asLearner = { moderator: false } as const;

/** Assessment submissions and their grade feedback (spec §7), and the learner's calls (ours). */
export function createAssessmentService(context: AppContext) {
  const { db, clock } = context;
  const participation = createParticipation(context, assessmentKind);
  const notify = createNotifier(context);

  /** Submissions with their feedback; graders also get each one's grade history, the learner does not. */
  async function present(rows: PostRow[], user: SignedInUser, viewer: Pick<ActivityViewer, 'moderator'>): Promise<Submission[]> {
    const ids = rows.map((row) => row.id);
    const [feedback, history] = await Promise.all([feedbackOf(db, ids), viewer.moderator ? gradeHistoryOf(db, ids) : undefined]);
    return rows.map((row) => presentSubmission(row, feedback.get(row.id) ?? [], user, history?.get(row.id) ?? (history ? [] : undefined)));
  }

  /** The score a grader gives, within the assessment's scale (0–100 when graded by percentage). */
  function checkedScore(activity: ActivityRow, score: number | undefined): number | null {
    if (score === undefined) return null;
    if (readActivitySettings(activity.lesson.data).gradeByPercentage && score > PERCENT) {
      throw new HttpError(400, 'validation_failed', 'This assessment is graded by percentage: the score is at most 100.', {
        path: ['score'],
      });
    }
    return score;
  }

  return {
    /** GET …/posts: a page of submissions, newest first, filtered by status and created. Graders only. */
    async submissions(user: SignedInUser, id: string, query: SubmissionsQuery): Promise<SubmissionsResponse> {
      const { activity, viewer } = await participation.open(user, id);
      assertModerator(viewer);
      const filters = [sql`p.kind = 'submission'`];
      if (query.status) filters.push(sql`p.status = ${query.status}`);
      if (query.created) filters.push(sql`p.created_at >= ${createdFrom(query.created)}`);
      const page = await postsPage(db, activity.lesson.id, viewer.scope, query.page, query.pageSize, {
        extra: sql.join(filters, sql` and `),
      });
      return { items: await present(page.rows, user, viewer), currentPage: query.page, totalCount: page.totalCount };
    },

    /** One submission: graders see those of their scope, a learner only their own. */
    async submission(user: SignedInUser, id: string, submissionId: string): Promise<Submission> {
      const { activity, viewer } = await participation.open(user, id);
      const row = await participation.visiblePost(activity, viewer, submissionId);
      return (await present([row], user, viewer))[0]!;
    },

    /** POST …/posts: the learner's submission; sending again revises it until it is graded (201 new, 200 revised). */
    async submit(user: SignedInUser, id: string, content: string): Promise<{ created: boolean; submission: Submission }> {
      const { activity, viewer } = await participation.open(user, id);
      await participation.assertOpenForWriting(user, activity, viewer);
      const clean = sanitisedRichText(content);
      const existing = await findSubmissionOf(db, activity.lesson.id, user.id);
      if (existing?.status === 'graded')
        throw conflict('already_graded', 'This submission has been graded, so it can no longer be changed.');
      if (existing) {
        // A revision waits for a grade again; earlier feedback stays with it.
        await updatePostContent(db, existing.id, clean, 'submitted', clock());
        const row = await findPost(db, activity.lesson.id, existing.id, { kind: 'all' });
        return { created: false, submission: (await present([row!], user, viewer))[0]! };
      }
      const row = await db.transaction(async (tx) => {
        // A submission of an earlier cycle of recurring training (none is current) stays as its history.
        await supersedeEarlierSubmission(tx, activity.lesson.id, user.id, clock());
        return insertPost(tx, {
          accountId: user.accountId,
          lessonId: activity.lesson.id,
          kind: 'submission',
          authorUserId: user.id,
          authorName: fullName(user),
          content: clean,
          status: 'submitted',
          now: clock(),
        });
      });
      return { created: true, submission: (await present([row], user, viewer))[0]! };
    },

    async mySubmission(user: SignedInUser, id: string): Promise<Submission> {
      const { activity } = await participation.open(user, id);
      const own = await findSubmissionOf(db, activity.lesson.id, user.id);
      if (!own) throw notFound('You have not submitted anything yet.');
      const row = await findPost(db, activity.lesson.id, own.id, { kind: 'all' });
      return (await present([row!], user, asLearner))[0]!;
    },

    async feedbackList(user: SignedInUser, id: string, submissionId: string): Promise<FeedbackListResponse> {
      const { activity, viewer } = await participation.open(user, id);
      const row = await participation.visiblePost(activity, viewer, submissionId);
      const items = ((await feedbackOf(db, [row.id])).get(row.id) ?? []).map((feedback) => presentFeedback(feedback, user));
      return { items, currentPage: DEFAULT_PAGE, totalCount: items.length };
    },

    async addFeedback(user: SignedInUser, id: string, submissionId: string, body: FeedbackBody): Promise<Feedback> {
      const { activity, viewer } = await participation.open(user, id);
      assertModerator(viewer);
      const row = await participation.visiblePost(activity, viewer, submissionId);
      const content = sanitisedRichText(body.content);
      const score = checkedScore(activity, body.score);
      const feedback = await db.transaction(async (tx) => {
        const inserted = await insertFeedback(tx, {
          accountId: user.accountId,
          postId: row.id,
          authorUserId: user.id,
          authorName: fullName(user),
          content,
          status: body.status,
          score,
          now: clock(),
        });
        await gradeFromLatestFeedback(tx, row.id);
        return inserted;
      });
      await notifyFeedback(notify, activity, row, feedback, fullName(user));
      return presentFeedback(feedback, user);
    },

    async changeFeedback(user: SignedInUser, id: string, submissionId: string, feedbackId: string, body: FeedbackBody): Promise<Feedback> {
      const { activity, viewer } = await participation.open(user, id);
      assertModerator(viewer);
      const row = await participation.visiblePost(activity, viewer, submissionId);
      if (!isRowId(feedbackId)) throw notFound('Feedback not found');
      const existing = await findFeedback(db, row.id, feedbackId);
      if (!existing) throw notFound('Feedback not found');
      const right = feedbackChangeRight(user, { authorId: existing.author_user_id });
      if (!right) throw forbidden('Only the grader who wrote this feedback, or an owner or administrator, can change it.');
      const content = sanitisedRichText(body.content);
      const score = checkedScore(activity, body.score);
      const latest = await isLatestFeedback(db, row.id, feedbackId);
      const feedback = await db.transaction(async (tx) => {
        const updated = await updateFeedback(
          tx,
          user.accountId,
          feedbackId,
          { content, status: body.status, score, now: clock() },
          { userId: user.id, name: fullName(user), right },
        );
        // Only the latest feedback decides the grade; correcting an older one leaves it.
        if (latest) await gradeFromLatestFeedback(tx, row.id);
        return updated;
      });
      return presentFeedback(feedback, user);
    },

    /** GET /api/assessments/{id}/learner: the published assessment and the learner's submission. */
    async learnerView(user: SignedInUser, id: string): Promise<LearnerAssessment> {
      const { activity } = await participation.open(user, id);
      const document = activity.lesson.publishedData;
      if (!document) throw notFound(assessmentKind.texts.notPublished);
      const settings = readActivitySettings(document);
      const own = await findSubmissionOf(db, activity.lesson.id, user.id);
      const row = own ? await findPost(db, activity.lesson.id, own.id, { kind: 'all' }) : undefined;
      return {
        ...learnerActivityHead(activity, document),
        minimumScore: settings.minimumScore,
        gradeByPercentage: settings.gradeByPercentage,
        planning: settings.planning,
        open: planningIsOpen(settings.planning, clock()),
        submission: row ? (await present([row], user, asLearner))[0]! : null,
      };
    },
  };
}

/** The instant a `created` filter starts at: a date alone means its midnight UTC. */
function createdFrom(created: string): string {
  const instant = new Date(created.length === 10 ? `${created}T00:00:00.000Z` : created);
  if (Number.isNaN(instant.getTime()))
    throw new HttpError(400, 'validation_failed', 'created must be a real date or date-time.', { path: ['created'] });
  return instant.toISOString();
}
