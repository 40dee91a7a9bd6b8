import {
  conferenceContracts,
  type ConferenceRegistration,
  type ConferenceRegistrationsResponse,
  type ConferenceResponse,
  type ConferenceUpdateBody,
  type LearnerConference,
} from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

// The conference calls (ours, docs/decisions.md "Observations, conferences and group training"), through their contracts.

export const conferenceQueryKeys = {
  conference: (id: string) => ['conference', id, 'latest'] as const,
  registrations: (id: string, page: number) => ['conference', id, 'registrations', page] as const,
  allRegistrations: (id: string) => ['conference', id, 'registrations'] as const,
  learnerConference: (id: string) => ['conference', id, 'learner'] as const,
};

export function getConference(id: string): Promise<ConferenceResponse> {
  return callContract(conferenceContracts.latest, { params: { id } });
}

export function saveConference(id: string, body: ConferenceUpdateBody): Promise<ConferenceResponse> {
  return callContract(conferenceContracts.save, { params: { id }, body }, { silent: true, handledStatuses: [409] });
}

export function listConferenceRegistrations(id: string, page: number, pageSize: number): Promise<ConferenceRegistrationsResponse> {
  return callContract(conferenceContracts.registrations, { params: { id }, query: { page, pageSize } });
}

export function markConferenceAttendance(id: string, registrationId: string, attended: boolean): Promise<ConferenceRegistration> {
  return callContract(conferenceContracts.markAttendance, { params: { id, registrationId }, body: { attended } }, { silent: true });
}

export function getLearnerConference(id: string): Promise<LearnerConference> {
  return callContract(conferenceContracts.learner, { params: { id } });
}

export function registerForConference(id: string): Promise<LearnerConference> {
  return callContract(conferenceContracts.register, { params: { id } }, { silent: true });
}

export function unregisterFromConference(id: string): Promise<LearnerConference> {
  return callContract(conferenceContracts.unregister, { params: { id } }, { silent: true });
}
