import type { Topic } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { courseOfAccount } from '../courses/course-lookup.ts';
import { deleteTopic, insertTopic, listTopics, renameTopic } from './repo.ts';

const topicNotFound = () => notFound('Topic not found');

/** Spec §7 /api/courses/{courseId}/topics: a course's topics, by name. */
export function createTopicService({ db }: AppContext) {
  return {
    async list(user: SignedInUser, courseId: string): Promise<Topic[]> {
      const course = await courseOfAccount(db, user, courseId);
      return listTopics(db, course.id);
    },

    async create(user: SignedInUser, courseId: string, name: string): Promise<Topic> {
      const course = await courseOfAccount(db, user, courseId, { toEdit: true });
      return insertTopic(db, { accountId: user.accountId, courseId: course.id, name });
    },

    async rename(user: SignedInUser, courseId: string, topicId: string, name: string): Promise<Topic> {
      const course = await courseOfAccount(db, user, courseId, { toEdit: true });
      const topic = isRowId(topicId) ? await renameTopic(db, course.id, topicId, name) : undefined;
      if (!topic) throw topicNotFound();
      return topic;
    },

    async remove(user: SignedInUser, courseId: string, topicId: string): Promise<void> {
      const course = await courseOfAccount(db, user, courseId, { toEdit: true });
      if (!isRowId(topicId) || !(await deleteTopic(db, course.id, topicId))) throw topicNotFound();
    },
  };
}
