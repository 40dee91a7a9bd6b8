import { topicListResponseSchema, topicSchema, type Topic } from '@slidewise/core';
import { authenticatedDelete, authenticatedGet, authenticatedPost, authenticatedPut } from './http.ts';

const topicsPath = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}/topics`;

export async function listTopics(courseId: string): Promise<Topic[]> {
  return topicListResponseSchema.parse(await authenticatedGet(topicsPath(courseId)));
}

export async function createTopic(courseId: string, name: string): Promise<Topic> {
  return topicSchema.parse(await authenticatedPost(topicsPath(courseId), { data: { name } }));
}

export async function renameTopic(courseId: string, id: string, name: string): Promise<Topic> {
  return topicSchema.parse(await authenticatedPut(`${topicsPath(courseId)}/${encodeURIComponent(id)}`, { data: { name } }));
}

export async function deleteTopic(courseId: string, id: string): Promise<void> {
  await authenticatedDelete(`${topicsPath(courseId)}/${encodeURIComponent(id)}`);
}
