import { randomUUID } from 'node:crypto';
import type {
  Course,
  CoursePrerequisitesBody,
  CourseSharingBody,
  CourseTagsBody,
  CourseUserGroupsBody,
  GroupTrainingBody,
  LeaderboardEnableBody,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { resolveCourseTags } from '../tags/service.ts';
import { existingUserGroupIds } from '../user-groups/repo.ts';
import { existingUserIds } from '../account/repo.ts';
import { requireSwitch } from '../account/switches.ts';
import { changeCourse } from './course-writes.ts';
import { existingCourseIds, listPrerequisiteEdges } from './repo.ts';
import { findPrerequisiteCycle } from './prerequisite-cycles.ts';
import type { Executor } from '../../db/client.ts';
import { optionalVersion } from '../../save-precondition.ts';

// The single-purpose course calls of spec §7: each sets one part of the course to the given value.
export function createCourseSettingsService({ db, clock }: AppContext) {
  const set = (user: SignedInUser, courseId: string, version: number | undefined, apply: (current: Course) => Course | Promise<Course>) =>
    changeCourse(db, clock, user, courseId, { precondition: optionalVersion(version), apply });

  return {
    tags(user: SignedInUser, courseId: string, body: CourseTagsBody): Promise<Course> {
      return set(user, courseId, body.version, async (current) => ({
        ...current,
        tags: await resolveCourseTags(db, user.accountId, body.tagIds, body.newTagNames),
      }));
    },

    groupTraining(user: SignedInUser, courseId: string, body: GroupTrainingBody): Promise<Course> {
      return set(user, courseId, body.version, (current) => ({ ...current, isGroupTrainingEnabled: body.isEnabled }));
    },

    /** The leaderboard gets its id the first time it is enabled and keeps it, so its standings survive a pause. */
    async leaderboard(user: SignedInUser, body: LeaderboardEnableBody): Promise<Course> {
      // Turning a course's leaderboard off stays possible when the account has leaderboards switched off.
      if (body.isEnabled) await requireSwitch(db, user.accountId, 'leaderboardEnabled');
      return set(user, body.courseId, body.version, (current) => ({
        ...current,
        leaderboard: { id: current.leaderboard.id ?? (body.isEnabled ? randomUUID() : null), isEnabled: body.isEnabled },
      }));
    },

    userGroups(user: SignedInUser, courseId: string, body: CourseUserGroupsBody): Promise<Course> {
      return set(user, courseId, body.version, async (current) => {
        const groups = unique(body.userGroups);
        await assertAllExist('User group', groups, (ids) => existingUserGroupIds(db, user.accountId, ids));
        return { ...current, universalAccess: body.universalAccess, userGroups: groups };
      });
    },

    async prerequisites(user: SignedInUser, courseId: string, body: CoursePrerequisitesBody): Promise<Course> {
      await requireSwitch(db, user.accountId, 'coursePrerequisitesEnabled');
      return set(user, courseId, body.version, async (current) => {
        const prerequisites = unique(body.prerequisites);
        if (prerequisites.includes(current.id))
          throw new HttpError(400, 'invalid_prerequisites', 'A course cannot be its own prerequisite.');
        await assertAllExist('Course', prerequisites, (ids) => existingCourseIds(db, user.accountId, ids));
        await assertNoCycle(db, user.accountId, current.id, prerequisites);
        return { ...current, prerequisites };
      });
    },

    sharing(user: SignedInUser, courseId: string, body: CourseSharingBody): Promise<Course> {
      return set(user, courseId, body.version, async (current) => {
        const sharedWith = unique(body.sharedWith);
        await assertAllExist('User', sharedWith, (ids) => existingUserIds(db, user.accountId, ids));
        return { ...current, sharedWith };
      });
    },
  };
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** An id in a body that is not a row of the account answers 404, like one in a path. */
async function assertAllExist(kind: string, ids: string[], existing: (ids: string[]) => Promise<Set<string>>): Promise<void> {
  const malformed = ids.find((id) => !isRowId(id));
  if (malformed !== undefined) throw notFound(`${kind} ${malformed} not found`);
  const found = await existing(ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`${kind} ${missing} not found`);
}

async function assertNoCycle(db: Executor, accountId: string, courseId: string, prerequisites: string[]): Promise<void> {
  const edges = await listPrerequisiteEdges(db, accountId);
  const graph = new Map(
    edges.map((edge) => [
      edge.id,
      Array.isArray(edge.prerequisites) ? edge.prerequisites.filter((id): id is string => typeof id === 'string') : [],
    ]),
  );
  graph.set(courseId, prerequisites);
  const cycle = findPrerequisiteCycle(graph, courseId);
  if (cycle) {
    throw conflict(
      'prerequisite_cycle',
      `These prerequisites would make a loop (${cycle.length - 1} courses requiring each other), so none could ever be started.`,
      { cycle },
    );
  }
}
