import { ASSESSMENT_SAVE_DELAY_MS, assessmentResponseSchema, newAssessment, type AssessmentResponse } from '@slidewise/core';
import type { ActivityKind } from '../activities/index.ts';
import { createFieldDraftStorage } from '../../ui/saving/field-drafts.ts';
import { assessmentQueryKeys } from './data/assessment-query-keys.ts';
import { getAssessment, saveAssessment } from './data/assessments-api.ts';

/** Unsaved assessment settings kept through a reload, per assessment. */
export const assessmentDrafts = createFieldDraftStorage('slidewise.assessmentDraft.');

/** An assessment's settings page, as the shared activity pages draw it (authoring §2, §3, §9). */
export const assessmentKind: ActivityKind<AssessmentResponse> = {
  pathOf: (id) => `/assignment/${encodeURIComponent(id)}`,
  queryKey: assessmentQueryKeys.assessment,
  load: getAssessment,
  save: saveAssessment,
  newItem: newAssessment,
  schema: assessmentResponseSchema,
  fields: [
    'title',
    'description',
    'externalId',
    'isPublished',
    'postRequired',
    'commentRequired',
    'visibleToAllUsers',
    'planning',
    'minimumScore',
    'gradeByPercentage',
  ],
  delayMs: ASSESSMENT_SAVE_DELAY_MS,
  drafts: assessmentDrafts,
  texts: (t) => ({
    pageTitle: t('pages.assessment.title'),
    newTitle: t('discussions.settings.newTitle.assessment'),
    needsCourse: t('discussions.settings.needsCourse'),
    loading: t('discussions.settings.loading.assessment'),
    loadFailed: t('discussions.settings.loadFailed.assessment'),
    backToCourse: t('discussions.settings.backToCourse'),
    formLabel: t('discussions.settings.formLabel.assessment'),
  }),
};
