import { assessmentContracts, type AssessmentResponse, type AssessmentSummary, type AssessmentUpdateBody } from '@slidewise/core';
import type { PostActivityKindConfig } from '../activities/activity-kind.ts';
import { presentAssessment, presentAssessmentSummary } from './presenters.ts';

/** An assessment (spec §7 Assessments) as the shared activities module sees it: its posts are the learners' submissions. */
export const assessmentKind: PostActivityKindConfig<'Assessment', AssessmentResponse, AssessmentUpdateBody, AssessmentSummary> = {
  kind: 'Assessment',
  settings: { latest: assessmentContracts.latest, save: assessmentContracts.save },
  defaultTitle: 'New assessment',
  texts: { notFound: 'Assessment not found', notPublished: 'This assessment is not published yet.' },
  present: presentAssessment,
  // A submission is between its learner and the graders, whatever visibleToAllUsers says.
  posts: {
    notFound: 'Submission not found',
    closed: 'This assessment is not open for submissions right now.',
    sharedWhenVisibleToAllUsers: false,
  },
  // The moderation overview shows waiting submissions instead, so assessments skip the scan.
  summaries: { readsLastActivity: false, present: presentAssessmentSummary },
};
