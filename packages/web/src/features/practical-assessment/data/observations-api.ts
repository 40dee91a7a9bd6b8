import {
  observationContracts,
  type LearnerObservation,
  type ObservableLearner,
  type ObservationResponse,
  type ObservationSubmission,
  type ObservationSubmissionsResponse,
  type ObservationSubmissionUpdateBody,
  type ObservationUpdateBody,
} from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

// The observation calls (ours, docs/decisions.md "Observations, conferences and group training"), through their contracts.

export const observationQueryKeys = {
  observation: (id: string) => ['observation', id, 'latest'] as const,
  learners: (id: string) => ['observation', id, 'learners'] as const,
  submissions: (id: string, page: number) => ['observation', id, 'submissions', page] as const,
  allSubmissions: (id: string) => ['observation', id, 'submissions'] as const,
  learnerObservation: (id: string) => ['observation', id, 'learner'] as const,
};

export function getObservation(id: string): Promise<ObservationResponse> {
  return callContract(observationContracts.latest, { params: { id } });
}

/** PUT: the settings form shows failures itself and resolves a 409. */
export function saveObservation(id: string, body: ObservationUpdateBody): Promise<ObservationResponse> {
  return callContract(observationContracts.save, { params: { id }, body }, { silent: true, handledStatuses: [409] });
}

export async function listObservableLearners(id: string): Promise<ObservableLearner[]> {
  return (await callContract(observationContracts.learners, { params: { id } })).items;
}

export function listObservationSubmissions(id: string, page: number, pageSize: number): Promise<ObservationSubmissionsResponse> {
  return callContract(observationContracts.submissions, { params: { id }, query: { page, pageSize } });
}

export function startObservation(id: string, learnerId: string): Promise<ObservationSubmission> {
  return callContract(observationContracts.start, { params: { id }, body: { learnerId } }, { silent: true });
}

export function updateObservationSubmission(
  id: string,
  submissionId: string,
  body: ObservationSubmissionUpdateBody,
): Promise<ObservationSubmission> {
  return callContract(
    observationContracts.updateSubmission,
    { params: { id, submissionId }, body },
    { silent: true, handledStatuses: [409] },
  );
}

export function getLearnerObservation(id: string): Promise<LearnerObservation> {
  return callContract(observationContracts.learner, { params: { id } });
}
