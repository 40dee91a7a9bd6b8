import { observationContracts, type ObservationResponse, type ObservationUpdateBody } from '@slidewise/core';
import type { ActivityKindConfig } from '../activities/activity-kind.ts';
import { presentObservation } from './observation-settings.ts';

/** An observation (a practical assessment, docs/decisions.md) as the shared activities module sees it. */
export const observationKind: ActivityKindConfig<'Observation', ObservationResponse, ObservationUpdateBody> = {
  kind: 'Observation',
  settings: { latest: observationContracts.latest, save: observationContracts.save },
  defaultTitle: 'New observation',
  texts: { notFound: 'Observation not found', notPublished: 'This observation is not published yet.' },
  present: presentObservation,
};
