import {
  observationStateAfter,
  observationVisibleToLearner,
  observationSubmissionStates,
  type LearnerObservation,
  type ObservableLearner,
  type ObservationStartBody,
  type ObservationSubmission,
  type ObservationSubmissionsQuery,
  type ObservationSubmissionsResponse,
  type ObservationSubmissionUpdateBody,
  type PagedList,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { findActivity } from '../activities/activity-lookup.ts';
import { publishedForLearner } from '../activities/learner-access.ts';
import { learnerActivityHead } from '../activities/learner-activity-head.ts';
import { fullName, learnersAmong, learnersInScope, peopleScopeOf } from '../activities/people-scope.ts';
import { observationKind } from './kind.ts';
import { readCriteria } from './observation-settings.ts';
import {
  findSubmission,
  insertSubmission,
  presentSubmission,
  submissionsOfLearner,
  submissionsPage,
  updateSubmissionIfVersion,
} from './submissions-repo.ts';

const submissionNotFound = () => notFound('Observation record not found');

/** Observations (practical assessments): the observer's records and the learner's results (the settings are the shared module's). */
export function createObservationService(context: AppContext) {
  const { db, clock } = context;
  const open = (user: SignedInUser, id: string) => findActivity(db, user.accountId, id, observationKind);

  return {
    /** The learners the observer may pick. */
    async learners(user: SignedInUser, id: string): Promise<{ items: ObservableLearner[] }> {
      await open(user, id);
      return { items: await learnersInScope(db, user.accountId, await peopleScopeOf(db, user)) };
    },

    async submissions(user: SignedInUser, id: string, query: ObservationSubmissionsQuery): Promise<ObservationSubmissionsResponse> {
      const observation = await open(user, id);
      const scope = await peopleScopeOf(db, user);
      const page = await submissionsPage(db, observation.lesson.id, scope, query);
      return {
        items: page.rows.map(presentSubmission),
        currentPage: query.page,
        totalCount: page.totalCount,
      } satisfies PagedList<ObservationSubmission>;
    },

    /** POST …/submissions: the observer starts a record of a learner they may observe (state started). */
    async start(user: SignedInUser, id: string, body: ObservationStartBody): Promise<ObservationSubmission> {
      const observation = await open(user, id);
      const [learner] = await learnersAmong(db, user.accountId, await peopleScopeOf(db, user), [body.learnerId]);
      if (!learner) throw notFound('Learner not found');
      const now = clock();
      const row = await insertSubmission(db, {
        accountId: user.accountId,
        lessonId: observation.lesson.id,
        learnerUserId: learner.id,
        learnerName: learner.name,
        observerUserId: user.id,
        observerName: fullName(user),
        state: 'started',
        ratings: [],
        note: '',
        createdAt: now,
        modifiedAt: now,
      });
      return presentSubmission(row);
    },

    /**
     * PUT …/submissions/{submissionId}: ratings and note go with save, resume and submit (a completed
     * record is final, and completing only decides passed); the action must follow the flow (409 otherwise).
     */
    async update(
      user: SignedInUser,
      id: string,
      submissionId: string,
      body: ObservationSubmissionUpdateBody,
    ): Promise<ObservationSubmission> {
      const observation = await open(user, id);
      if (!isRowId(submissionId)) throw submissionNotFound();
      const current = await findSubmission(db, observation.lesson.id, submissionId, await peopleScopeOf(db, user));
      if (!current) throw submissionNotFound();
      const stale = () =>
        conflict('conflict', 'This record was changed by someone else. Reload it and try again.', { current: presentSubmission(current) });
      if (body.version !== current.version) throw stale();
      const next = observationStateAfter(current.state, body.action);
      if (!next)
        throw conflict('invalid_transition', `A ${current.state} record cannot be ${pastTense[body.action]}.`, { state: current.state });
      const edits = body.ratings !== undefined || body.note !== undefined;
      // Ratings go with the steps that write the record; completing only decides passed.
      if (edits && body.action === 'complete')
        throw new HttpError(400, 'validation_failed', 'Ratings and notes cannot change when completing a record.', { path: ['ratings'] });
      if (body.ratings) {
        const known = new Set(readCriteria(observation.lesson.data).map((criterion) => criterion.id));
        const unknown = body.ratings.find((rating) => !known.has(rating.criterionId));
        if (unknown)
          throw new HttpError(400, 'validation_failed', `The observation has no criterion ${unknown.criterionId}.`, { path: ['ratings'] });
        const ids = body.ratings.map((rating) => rating.criterionId);
        if (new Set(ids).size !== ids.length)
          throw new HttpError(400, 'validation_failed', 'Rate each criterion once.', { path: ['ratings'] });
      }
      const now = clock();
      const written = await updateSubmissionIfVersion(
        db,
        current.id,
        current.version,
        {
          state: next,
          ...(body.ratings !== undefined ? { ratings: body.ratings } : {}),
          ...(body.note !== undefined ? { note: body.note } : {}),
          ...(next === 'submitted' ? { submittedAt: now } : {}),
          ...(next === 'completed' ? { completedAt: now, passed: body.passed ?? false } : {}),
          // Whoever takes the record further is its observer from now on.
          observerUserId: user.id,
          observerName: fullName(user),
        },
        now,
      );
      if (!written) throw stale();
      return presentSubmission(written);
    },

    /** GET …/learner: the published observation and the learner's own records once submitted. */
    async learnerView(user: SignedInUser, id: string): Promise<LearnerObservation> {
      const observation = await open(user, id);
      const document = await publishedForLearner(context, user, observation, observationKind);
      const rows = await submissionsOfLearner(
        db,
        observation.lesson.id,
        user.id,
        observationSubmissionStates.filter(observationVisibleToLearner),
      );
      const latestCompleted = rows.find((row) => row.state === 'completed');
      return {
        ...learnerActivityHead(observation, document),
        criteria: readCriteria(document),
        submissions: rows.map(presentSubmission),
        passed: latestCompleted?.passed === true,
      };
    },
  };
}

const pastTense = { save: 'saved', resume: 'resumed', submit: 'submitted', complete: 'completed' } as const;

export type ObservationService = ReturnType<typeof createObservationService>;
