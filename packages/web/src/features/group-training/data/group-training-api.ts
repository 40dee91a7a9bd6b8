import {
  groupTrainingPeopleResponseSchema,
  groupTrainingSessionSchema,
  groupTrainingSessionsResponseSchema,
  type GroupTrainingAttendee,
  type GroupTrainingSession,
  type GroupTrainingSessionsResponse,
  type GroupTrainingState,
} from '@slidewise/core';
import { authenticatedGet, authenticatedPost, authenticatedPut } from '../../../api/index.ts';

// The typed client of the group training calls (ours, docs/decisions.md "Observations, conferences and group training").

const sessionsPath = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}/group-training/sessions`;

export const groupTrainingQueryKeys = {
  sessions: (courseId: string) => ['group-training', courseId, 'sessions'] as const,
  people: (courseId: string) => ['group-training', courseId, 'people'] as const,
};

export async function listGroupTrainingSessions(courseId: string, page: number, pageSize: number): Promise<GroupTrainingSessionsResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return groupTrainingSessionsResponseSchema.parse(await authenticatedGet(`${sessionsPath(courseId)}?${query}`));
}

export async function listGroupTrainingPeople(courseId: string): Promise<GroupTrainingAttendee[]> {
  return groupTrainingPeopleResponseSchema.parse(await authenticatedGet(`/api/courses/${encodeURIComponent(courseId)}/group-training/people`)).items;
}

export async function startGroupTrainingSession(courseId: string, title: string, attendeeIds: string[]): Promise<GroupTrainingSession> {
  return groupTrainingSessionSchema.parse(await authenticatedPost(sessionsPath(courseId), { data: { title, attendeeIds }, silent: true }));
}

export async function updateGroupTrainingSession(
  courseId: string,
  sessionId: string,
  body: { version: number; title?: string; attendeeIds?: string[]; state?: GroupTrainingState },
): Promise<GroupTrainingSession> {
  return groupTrainingSessionSchema.parse(await authenticatedPut(`${sessionsPath(courseId)}/${encodeURIComponent(sessionId)}`, { data: body, silent: true, handledStatuses: [409] }));
}
