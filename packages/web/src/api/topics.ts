import { topicContracts, type Topic } from '@slidewise/core';
import { callContract } from './call-contract.ts';

export function listTopics(courseId: string): Promise<Topic[]> {
  return callContract(topicContracts.list, { params: { courseId } });
}

export function createTopic(courseId: string, name: string): Promise<Topic> {
  return callContract(topicContracts.create, { params: { courseId }, body: { name } });
}

export function renameTopic(courseId: string, id: string, name: string): Promise<Topic> {
  return callContract(topicContracts.rename, { params: { courseId, id }, body: { name } });
}

export function deleteTopic(courseId: string, id: string): Promise<void> {
  return callContract(topicContracts.remove, { params: { courseId, id } });
}
