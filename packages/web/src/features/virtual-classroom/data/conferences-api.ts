import {
  conferenceRegistrationSchema,
  conferenceRegistrationsResponseSchema,
  conferenceResponseSchema,
  learnerConferenceSchema,
  type ConferenceRegistration,
  type ConferenceRegistrationsResponse,
  type ConferenceResponse,
  type ConferenceUpdateBody,
  type LearnerConference,
} from '@slidewise/core';
import { authenticatedDelete, authenticatedGet, authenticatedPost, authenticatedPut } from '../../../api/index.ts';

// The typed client of the conference calls (ours, docs/decisions.md "Observations, conferences and group training").

const conferencePath = (id: string) => `/api/conferences/${encodeURIComponent(id)}`;

export const conferenceQueryKeys = {
  conference: (id: string) => ['conference', id, 'latest'] as const,
  registrations: (id: string, page: number) => ['conference', id, 'registrations', page] as const,
  allRegistrations: (id: string) => ['conference', id, 'registrations'] as const,
  learnerConference: (id: string) => ['conference', id, 'learner'] as const,
};

export async function getConference(id: string): Promise<ConferenceResponse> {
  return conferenceResponseSchema.parse(await authenticatedGet(`${conferencePath(id)}/latest`));
}

export async function saveConference(id: string, body: ConferenceUpdateBody): Promise<ConferenceResponse> {
  return conferenceResponseSchema.parse(await authenticatedPut(conferencePath(id), { data: body, silent: true, handledStatuses: [409] }));
}

export async function listConferenceRegistrations(id: string, page: number, pageSize: number): Promise<ConferenceRegistrationsResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return conferenceRegistrationsResponseSchema.parse(await authenticatedGet(`${conferencePath(id)}/registrations?${query}`));
}

export async function markConferenceAttendance(id: string, registrationId: string, attended: boolean): Promise<ConferenceRegistration> {
  return conferenceRegistrationSchema.parse(
    await authenticatedPut(`${conferencePath(id)}/registrations/${encodeURIComponent(registrationId)}/attendance`, { data: { attended }, silent: true }),
  );
}

export async function getLearnerConference(id: string): Promise<LearnerConference> {
  return learnerConferenceSchema.parse(await authenticatedGet(`${conferencePath(id)}/learner`));
}

export async function registerForConference(id: string): Promise<LearnerConference> {
  return learnerConferenceSchema.parse(await authenticatedPost(`${conferencePath(id)}/registration`, { data: {}, silent: true }));
}

export async function unregisterFromConference(id: string): Promise<LearnerConference> {
  return learnerConferenceSchema.parse(await authenticatedDelete(`${conferencePath(id)}/registration`, { silent: true }));
}
