import { OBSERVATION_SAVE_DELAY_MS, newObservation, observationResponseSchema, type ObservationResponse } from '@slidewise/core';
import type { ActivityKind } from '../activities/index.ts';
import { createFieldDraftStorage } from '../../ui/saving/field-drafts.ts';
import { getObservation, observationQueryKeys, saveObservation } from './data/observations-api.ts';

/** Unsaved observation settings kept through a reload, per observation. */
export const observationDrafts = createFieldDraftStorage('slidewise.observationDraft.');

/** An observation's settings page, as the shared activity pages draw it (docs/decisions.md, observations). */
export const observationKind: ActivityKind<ObservationResponse> = {
  pathOf: (id) => `/practical-assessment/${encodeURIComponent(id)}`,
  queryKey: observationQueryKeys.observation,
  load: getObservation,
  save: saveObservation,
  newItem: newObservation,
  schema: observationResponseSchema,
  fields: ['title', 'description', 'isPublished', 'externalId', 'criteria'],
  delayMs: OBSERVATION_SAVE_DELAY_MS,
  drafts: observationDrafts,
  texts: (t) => ({
    pageTitle: t('pages.practicalAssessment.title'),
    newTitle: t('observations.newTitle'),
    needsCourse: t('observations.needsCourse'),
    loading: t('observations.loading'),
    loadFailed: t('observations.loadFailed'),
    retry: t('observations.retry'),
    backToCourse: t('observations.backToCourse'),
    formLabel: t('observations.formLabel'),
  }),
};
