import {
  canMoveGroupTraining,
  groupTrainingAcceptsChanges,
  type GroupTrainingPeopleResponse,
  type GroupTrainingSession,
  type GroupTrainingSessionsQuery,
  type GroupTrainingSessionsResponse,
  type GroupTrainingStartBody,
  type GroupTrainingUpdateBody,
  worksOnEveryCourse,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { conflict, forbidden, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { courseOfAccount, sharedWithOf } from '../courses/course-lookup.ts';
import { fullName, learnersAmong, learnersInScope, peopleScopeOf } from '../activities/people-scope.ts';
import { attendeesOf, findSession, insertSession, presentSession, sessionsPage, setAttendees, updateSessionIfVersion } from './repo.ts';

const sessionNotFound = () => notFound('Group training session not found');

/** Group training sessions of a course (authoring §2, §4): facilitators run them with attendees. */
export function createGroupTrainingService(context: AppContext) {
  const { db, clock } = context;

  /** The course of the account (404 otherwise); a restricted author works only on the courses shared with them. */
  async function courseFor(user: SignedInUser, courseId: string) {
    const course = await courseOfAccount(db, user, courseId);
    const onlyRestricted = user.roles.includes('restricted-author') && !worksOnEveryCourse(user);
    if (onlyRestricted && !sharedWithOf(course.data.sharedWith).includes(user.id))
      throw forbidden('This course has not been shared with you.');
    return course;
  }

  /** Attendees must be learners the caller may see; any other id answers 404 and nothing is written. */
  async function checkedAttendees(user: SignedInUser, ids: readonly string[]) {
    const found = await learnersAmong(db, user.accountId, await peopleScopeOf(db, user), ids);
    const known = new Set(found.map((person) => person.id));
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw notFound(`Learner ${missing} not found`);
    return [...ids];
  }

  async function presentOne(row: Parameters<typeof presentSession>[0]) {
    return presentSession(row, (await attendeesOf(db, [row.id])).get(row.id) ?? []);
  }

  return {
    async list(user: SignedInUser, courseId: string, query: GroupTrainingSessionsQuery): Promise<GroupTrainingSessionsResponse> {
      const course = await courseFor(user, courseId);
      const page = await sessionsPage(db, course.id, query.page, query.pageSize);
      const attendees = await attendeesOf(
        db,
        page.rows.map((row) => row.id),
      );
      return {
        items: page.rows.map((row) => presentSession(row, attendees.get(row.id) ?? [])),
        currentPage: query.page,
        totalCount: page.totalCount,
      };
    },

    async people(user: SignedInUser, courseId: string): Promise<GroupTrainingPeopleResponse> {
      await courseFor(user, courseId);
      return { items: await learnersInScope(db, user.accountId, await peopleScopeOf(db, user)) };
    },

    /** POST: starts a session; the course must have group training switched on (409 otherwise). */
    async start(user: SignedInUser, courseId: string, body: GroupTrainingStartBody): Promise<GroupTrainingSession> {
      const course = await courseFor(user, courseId);
      if (course.data.isGroupTrainingEnabled !== true)
        throw conflict(
          'group_training_disabled',
          'Group training is switched off for this course. Switch it on in the course editor first.',
        );
      const attendeeIds = await checkedAttendees(user, body.attendeeIds);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const inserted = await insertSession(tx, {
          accountId: user.accountId,
          courseId: course.id,
          title: body.title,
          state: 'started',
          facilitatorUserId: user.id,
          facilitatorName: fullName(user),
          startedAt: now,
          createdAt: now,
          modifiedAt: now,
        });
        await setAttendees(tx, user.accountId, inserted.id, attendeeIds, now);
        return inserted;
      });
      return presentOne(row);
    },

    /** PUT: title, attendees and/or the next state, from `version` (stale → 409 with the current session). */
    async update(user: SignedInUser, courseId: string, sessionId: string, body: GroupTrainingUpdateBody): Promise<GroupTrainingSession> {
      const course = await courseFor(user, courseId);
      if (!isRowId(sessionId)) throw sessionNotFound();
      const current = await findSession(db, course.id, sessionId);
      if (!current) throw sessionNotFound();
      if (body.version !== current.version)
        throw conflict('conflict', 'This session was changed by someone else. Reload it and try again.', {
          current: await presentOne(current),
        });
      if (!groupTrainingAcceptsChanges(current.state)) throw conflict('session_cancelled', 'A cancelled session cannot change.');
      const moving = body.state !== undefined && body.state !== current.state;
      if (moving && !canMoveGroupTraining(current.state, body.state!)) {
        throw conflict('invalid_transition', `A ${current.state} session cannot become ${body.state}.`, { state: current.state });
      }
      const attendeeIds = body.attendeeIds === undefined ? undefined : await checkedAttendees(user, body.attendeeIds);
      const now = clock();
      const written = await db.transaction(async (tx) => {
        const row = await updateSessionIfVersion(
          tx,
          current.id,
          current.version,
          {
            ...(body.title !== undefined ? { title: body.title } : {}),
            ...(moving ? { state: body.state, ...(body.state === 'ended' ? { endedAt: now } : {}) } : {}),
          },
          now,
        );
        if (row && attendeeIds) await setAttendees(tx, user.accountId, row.id, attendeeIds, now);
        return row;
      });
      if (!written)
        throw conflict('conflict', 'This session was changed by someone else. Reload it and try again.', {
          current: await presentOne((await findSession(db, course.id, sessionId))!),
        });
      return presentOne(written);
    },
  };
}

export type GroupTrainingService = ReturnType<typeof createGroupTrainingService>;
