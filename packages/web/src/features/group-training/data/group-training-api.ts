import {
  groupTrainingContracts,
  type GroupTrainingAttendee,
  type GroupTrainingSession,
  type GroupTrainingSessionsResponse,
  type GroupTrainingUpdateBody,
} from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

// The group training calls (ours, docs/decisions.md "Observations, conferences and group training"), through their contracts.

export const groupTrainingQueryKeys = {
  sessions: (courseId: string) => ['group-training', courseId, 'sessions'] as const,
  people: (courseId: string) => ['group-training', courseId, 'people'] as const,
};

export function listGroupTrainingSessions(courseId: string, page: number, pageSize: number): Promise<GroupTrainingSessionsResponse> {
  return callContract(groupTrainingContracts.sessions, { params: { courseId }, query: { page, pageSize } });
}

export async function listGroupTrainingPeople(courseId: string): Promise<GroupTrainingAttendee[]> {
  return (await callContract(groupTrainingContracts.people, { params: { courseId } })).items;
}

export function startGroupTrainingSession(courseId: string, title: string, attendeeIds: string[]): Promise<GroupTrainingSession> {
  return callContract(groupTrainingContracts.start, { params: { courseId }, body: { title, attendeeIds } }, { silent: true });
}

export function updateGroupTrainingSession(
  courseId: string,
  sessionId: string,
  body: GroupTrainingUpdateBody,
): Promise<GroupTrainingSession> {
  return callContract(groupTrainingContracts.update, { params: { courseId, sessionId }, body }, { silent: true, handledStatuses: [409] });
}
