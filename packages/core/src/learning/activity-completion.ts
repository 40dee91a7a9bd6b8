// When the lessons that are not slide decks count as completed for a course (issue 6 meets issue 5):
// discussions, assessments, observations and conferences have no attempts, so the server reads what the
// learner did in each and these rules decide. docs/decisions.md "Learner API" says why each rule is so.

import type { FeedbackStatus } from '../api/assessments.ts';

export type ActivityProgress =
  | {
      kind: 'Discussion';
      postRequired: boolean;
      commentRequired: boolean;
      /** The learner's posts and comments in this discussion. */
      postCount: number;
      commentCount: number;
    }
  | {
      kind: 'Assessment';
      gradeByPercentage: boolean;
      minimumScore: number;
      submitted: boolean;
      /** The latest feedback's status on the learner's submission, null before any. */
      feedbackStatus: FeedbackStatus | null;
      /** The latest feedback's score, when the grader gave one. */
      score: number | null;
    }
  | {
      kind: 'Observation';
      /** A record of the learner has been submitted or completed (drafts stay the observer's). */
      observed: boolean;
      /** passed of the learner's newest completed record, null before any is completed. */
      passed: boolean | null;
    }
  | { kind: 'Conference'; registered: boolean; attended: boolean };

/**
 * Whether the learner has done what the item asks. With the course's openToComplete, taking part is
 * enough, as opening a slide lesson is: a post or comment, a submission, being observed, registering.
 */
export function activityCompleted(progress: ActivityProgress, rules: { openToComplete: boolean }): boolean {
  switch (progress.kind) {
    case 'Discussion': {
      const tookPart = progress.postCount + progress.commentCount > 0;
      if (rules.openToComplete) return tookPart;
      // Neither required: the learner must still take part, or every discussion would count as done unseen.
      if (!progress.postRequired && !progress.commentRequired) return tookPart;
      return (!progress.postRequired || progress.postCount > 0) && (!progress.commentRequired || progress.commentCount > 0);
    }
    case 'Assessment': {
      if (rules.openToComplete) return progress.submitted;
      if (progress.feedbackStatus !== 'passed') return false;
      // Graded by percentage the bar is minimumScore too: a pass without the score it asks is not a pass.
      return !progress.gradeByPercentage || (progress.score !== null && progress.score >= progress.minimumScore);
    }
    case 'Observation':
      return rules.openToComplete ? progress.observed : progress.passed === true;
    case 'Conference':
      return rules.openToComplete ? progress.registered || progress.attended : progress.attended;
  }
}

/** Only an assessment graded by percentage has a score that can count in the course score. */
export function activityScored(progress: ActivityProgress): boolean {
  return progress.kind === 'Assessment' && progress.gradeByPercentage;
}

/**
 * The item's score for the course (0-100, whole), or null: an assessment graded by percentage once its
 * latest feedback is a final grade (passed or failed) with a score; a returned submission is not final.
 */
export function activityScore(progress: ActivityProgress): number | null {
  if (!activityScored(progress) || progress.kind !== 'Assessment') return null;
  if (progress.feedbackStatus !== 'passed' && progress.feedbackStatus !== 'failed') return null;
  if (progress.score === null || !Number.isFinite(progress.score)) return null;
  return Math.round(Math.min(100, Math.max(0, progress.score)));
}
