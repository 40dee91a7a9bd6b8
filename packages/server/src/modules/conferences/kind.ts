import { conferenceResponseSchema, conferenceUpdateBodySchema, type ConferenceResponse, type ConferenceUpdateBody } from '@slidewise/core';
import type { ActivityKindConfig } from '../activities/activity-kind.ts';
import { presentConference } from './conference-settings.ts';

/** A conference (a virtual classroom, docs/decisions.md) as the shared activities module sees it. */
export const conferenceKind: ActivityKindConfig<'Conference', ConferenceResponse, ConferenceUpdateBody> = {
  kind: 'Conference',
  path: '/api/conferences',
  noun: 'conference',
  tags: ['conferences'],
  latestSummary: 'with its registration count and version for saving',
  defaultTitle: 'New conference',
  texts: { notFound: 'Conference not found', notPublished: 'This conference is not published yet.' },
  schemas: { update: conferenceUpdateBodySchema, response: conferenceResponseSchema },
  present: presentConference,
};
