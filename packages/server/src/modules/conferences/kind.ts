import { conferenceContracts, type ConferenceResponse, type ConferenceUpdateBody } from '@slidewise/core';
import type { ActivityKindConfig } from '../activities/activity-kind.ts';
import { presentConference } from './conference-settings.ts';

/** A conference (a virtual classroom, docs/decisions.md) as the shared activities module sees it. */
export const conferenceKind: ActivityKindConfig<'Conference', ConferenceResponse, ConferenceUpdateBody> = {
  kind: 'Conference',
  settings: { latest: conferenceContracts.latest, save: conferenceContracts.save },
  defaultTitle: 'New conference',
  texts: { notFound: 'Conference not found', notPublished: 'This conference is not published yet.' },
  present: presentConference,
};
