import {
  learnerObservationSchema,
  observableLearnersResponseSchema,
  observationResponseSchema,
  observationSubmissionSchema,
  observationSubmissionsResponseSchema,
  type LearnerObservation,
  type ObservableLearner,
  type ObservationResponse,
  type ObservationSubmission,
  type ObservationSubmissionsResponse,
  type ObservationSubmissionUpdateBody,
  type ObservationUpdateBody,
} from '@slidewise/core';
import { authenticatedGet, authenticatedPost, authenticatedPut } from '../../../api/index.ts';

// The typed client of the observation calls (ours, docs/decisions.md "Observations, conferences and group training").

const observationPath = (id: string) => `/api/observations/${encodeURIComponent(id)}`;

export const observationQueryKeys = {
  observation: (id: string) => ['observation', id, 'latest'] as const,
  learners: (id: string) => ['observation', id, 'learners'] as const,
  submissions: (id: string, page: number) => ['observation', id, 'submissions', page] as const,
  allSubmissions: (id: string) => ['observation', id, 'submissions'] as const,
  learnerObservation: (id: string) => ['observation', id, 'learner'] as const,
};

export async function getObservation(id: string): Promise<ObservationResponse> {
  return observationResponseSchema.parse(await authenticatedGet(`${observationPath(id)}/latest`));
}

/** PUT: the settings form shows failures itself and resolves a 409. */
export async function saveObservation(id: string, body: ObservationUpdateBody): Promise<ObservationResponse> {
  return observationResponseSchema.parse(await authenticatedPut(observationPath(id), { data: body, silent: true, handledStatuses: [409] }));
}

export async function listObservableLearners(id: string): Promise<ObservableLearner[]> {
  return observableLearnersResponseSchema.parse(await authenticatedGet(`${observationPath(id)}/learners`)).items;
}

export async function listObservationSubmissions(id: string, page: number, pageSize: number): Promise<ObservationSubmissionsResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return observationSubmissionsResponseSchema.parse(await authenticatedGet(`${observationPath(id)}/submissions?${query}`));
}

export async function startObservation(id: string, learnerId: string): Promise<ObservationSubmission> {
  return observationSubmissionSchema.parse(await authenticatedPost(`${observationPath(id)}/submissions`, { data: { learnerId }, silent: true }));
}

export async function updateObservationSubmission(id: string, submissionId: string, body: ObservationSubmissionUpdateBody): Promise<ObservationSubmission> {
  return observationSubmissionSchema.parse(
    await authenticatedPut(`${observationPath(id)}/submissions/${encodeURIComponent(submissionId)}`, { data: body, silent: true, handledStatuses: [409] }),
  );
}

export async function getLearnerObservation(id: string): Promise<LearnerObservation> {
  return learnerObservationSchema.parse(await authenticatedGet(`${observationPath(id)}/learner`));
}
