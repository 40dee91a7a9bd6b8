import {
  canJoinConference,
  NEW_ITEM_ID,
  conferencePhase,
  registrationRefusal,
  spotsLeft,
  triesActivitiesAsStaff,
  type ConferenceRegistration,
  type ConferenceRegistrationsQuery,
  type ConferenceRegistrationsResponse,
  type ConferenceResponse,
  type ConferenceUpdateBody,
  type LearnerConference,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { findActivity, type ActivityRow } from '../activities/activity-lookup.ts';
import { assertActivityCourseUnlocked, publishedForLearner } from '../activities/learner-access.ts';
import { learnerActivityHead } from '../activities/learner-activity-head.ts';
import { peopleScopeOf } from '../activities/people-scope.ts';
import { createActivitySettingsService } from '../activities/settings-service.ts';
import { readConferenceSettings } from './conference-settings.ts';
import { conferenceKind } from './kind.ts';
import {
  deleteRegistration,
  findRegistrationOf,
  insertRegistration,
  lockConference,
  markAttendance,
  presentRegistration,
  registeredCount,
  registrationsPage,
} from './registrations-repo.ts';

const refusals = {
  full: { code: 'conference_full', message: 'This conference is full.' },
  ended: { code: 'conference_ended', message: 'This conference has ended.' },
} as const;

/** Conferences (virtual classrooms): settings, registrations and attendance, and the learner's side. */
export function createConferenceService(context: AppContext) {
  const { db, clock } = context;
  const open = (user: SignedInUser, id: string) => findActivity(db, user.accountId, id, conferenceKind);
  const settingsService = createActivitySettingsService(context, conferenceKind);

  async function learnerView(user: SignedInUser, row: ActivityRow): Promise<LearnerConference> {
    const document = await publishedForLearner(context, user, row, conferenceKind);
    const settings = readConferenceSettings(document);
    const [count, registration] = await Promise.all([registeredCount(db, row.lesson.id), findRegistrationOf(db, row.lesson.id, user.id)]);
    const now = clock();
    const canJoin = canJoinConference(settings, registration !== undefined, now) && settings.joinUrl !== '';
    return {
      ...learnerActivityHead(row, document),
      startDateTime: settings.startDateTime,
      endDateTime: settings.endDateTime,
      capacity: settings.capacity,
      registeredCount: count,
      spotsLeft: spotsLeft(settings.capacity, count),
      phase: conferencePhase(settings, now),
      registered: registration !== undefined,
      attended: registration?.attended ?? null,
      canJoin,
      // The meeting's address goes only to registered learners, and only while they may join.
      joinUrl: canJoin ? settings.joinUrl : null,
    };
  }

  return {
    latest: settingsService.latest,

    /** The shared save, once a change of one end is checked against the other as stored. */
    async save(user: SignedInUser, id: string, body: ConferenceUpdateBody): Promise<{ created: boolean; item: ConferenceResponse }> {
      if (id !== NEW_ITEM_ID && (body.startDateTime !== undefined || body.endDateTime !== undefined)) {
        const stored = readConferenceSettings((await open(user, id)).lesson.data);
        const start = body.startDateTime === undefined ? stored.startDateTime : body.startDateTime;
        const end = body.endDateTime === undefined ? stored.endDateTime : body.endDateTime;
        if (start && end && Date.parse(start) >= Date.parse(end)) {
          throw new HttpError(400, 'validation_failed', 'The end must be after the start.', { path: ['endDateTime'] });
        }
      }
      return settingsService.save(user, id, body);
    },

    async registrations(user: SignedInUser, id: string, query: ConferenceRegistrationsQuery): Promise<ConferenceRegistrationsResponse> {
      const conference = await open(user, id);
      const page = await registrationsPage(db, conference.lesson.id, await peopleScopeOf(db, user), query.page, query.pageSize);
      return { items: page.rows.map(presentRegistration), currentPage: query.page, totalCount: page.totalCount };
    },

    async markAttendance(user: SignedInUser, id: string, registrationId: string, attended: boolean): Promise<ConferenceRegistration> {
      const conference = await open(user, id);
      const notThere = () => notFound('Registration not found');
      if (!isRowId(registrationId)) throw notThere();
      const row = await markAttendance(db, conference.lesson.id, registrationId, await peopleScopeOf(db, user), attended, clock());
      if (!row) throw notThere();
      return presentRegistration(row);
    },

    async learnerView(user: SignedInUser, id: string): Promise<LearnerConference> {
      return learnerView(user, await open(user, id));
    },

    /** POST …/registration: idempotent (already registered answers the same view); full or ended → 409. */
    async register(user: SignedInUser, id: string): Promise<{ created: boolean; view: LearnerConference }> {
      const conference = await open(user, id);
      const document = await publishedForLearner(context, user, conference, conferenceKind);
      if (!triesActivitiesAsStaff(user)) await assertActivityCourseUnlocked(context, user, conference);
      const settings = readConferenceSettings(document);
      const created = await db.transaction(async (tx) => {
        await lockConference(tx, conference.lesson.id);
        const existing = await findRegistrationOf(tx, conference.lesson.id, user.id);
        const refusal = registrationRefusal(settings, await registeredCount(tx, conference.lesson.id), existing !== undefined, clock());
        if (refusal) throw conflict(refusals[refusal].code, refusals[refusal].message);
        if (existing) return false;
        const now = clock();
        await insertRegistration(tx, {
          accountId: user.accountId,
          lessonId: conference.lesson.id,
          userId: user.id,
          createdAt: now,
          modifiedAt: now,
        });
        return true;
      });
      return { created, view: await learnerView(user, conference) };
    },

    /** DELETE …/registration: gives the place back (not after the conference ended: attendance is history then). */
    async unregister(user: SignedInUser, id: string): Promise<LearnerConference> {
      const conference = await open(user, id);
      const settings = readConferenceSettings(await publishedForLearner(context, user, conference, conferenceKind));
      if (conferencePhase(settings, clock()) === 'ended') throw conflict(refusals.ended.code, refusals.ended.message);
      await deleteRegistration(db, conference.lesson.id, user.id);
      return learnerView(user, conference);
    },
  };
}

export type ConferenceService = ReturnType<typeof createConferenceService>;
