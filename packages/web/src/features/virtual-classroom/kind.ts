import { CONFERENCE_SAVE_DELAY_MS, conferenceResponseSchema, newConference, type ConferenceResponse } from '@slidewise/core';
import type { ActivityKind } from '../activities/index.ts';
import { createFieldDraftStorage } from '../../ui/saving/field-drafts.ts';
import { conferenceQueryKeys, getConference, saveConference } from './data/conferences-api.ts';

/** Unsaved conference settings kept through a reload, per conference. */
export const conferenceDrafts = createFieldDraftStorage('slidewise.conferenceDraft.');

/** A conference's settings page, as the shared activity pages draw it (docs/decisions.md, conferences). */
export const conferenceKind: ActivityKind<ConferenceResponse> = {
  pathOf: (id) => `/virtual-classroom/${encodeURIComponent(id)}`,
  queryKey: conferenceQueryKeys.conference,
  load: getConference,
  save: saveConference,
  newItem: newConference,
  schema: conferenceResponseSchema,
  fields: ['title', 'description', 'isPublished', 'externalId', 'startDateTime', 'endDateTime', 'joinUrl', 'capacity'],
  delayMs: CONFERENCE_SAVE_DELAY_MS,
  drafts: conferenceDrafts,
  texts: (t) => ({
    pageTitle: t('pages.virtualClassroom.title'),
    newTitle: t('conferences.newTitle'),
    needsCourse: t('conferences.needsCourse'),
    loading: t('conferences.loading'),
    loadFailed: t('conferences.loadFailed'),
    retry: t('conferences.retry'),
    backToCourse: t('conferences.backToCourse'),
    formLabel: t('conferences.formLabel'),
  }),
};
