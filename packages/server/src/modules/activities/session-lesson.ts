import { NEW_ITEM_ID, type LessonKind } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assertCanEditCourse } from '../courses/course-access.ts';
import { courseOfAccount, sharedWithOf } from '../courses/course-lookup.ts';
import { findActivityRow, groupIdsOf, type ActivityRow } from './activity-lookup.ts';
import { unpublishActivity } from './activity-settings-repo.ts';
import { courseOpenToLearner } from './learner-visibility.ts';
import { newLessonData } from '../lessons/lesson-defaults.ts';
import { rankBetween } from '../lessons/rank.ts';
import { insertLesson, lastRank, lessonIdsOfCourse, publishLessons, updateLessonIfVersion } from '../lessons/repo.ts';

/** Observations and conferences are lessons of these kinds (authoring §1). */
export type SessionLessonKind = Extract<LessonKind, 'Observation' | 'Conference'>;

const labels: Record<SessionLessonKind, string> = { Observation: 'Observation not found', Conference: 'Conference not found' };
export const sessionLessonNotFound = (kind: SessionLessonKind) => notFound(labels[kind]);

/** The lesson of the account and kind; 404 for any other id (another account's, another kind's, not a UUID). */
export async function findSessionLesson(context: AppContext, accountId: string, id: string, kind: SessionLessonKind): Promise<ActivityRow> {
  if (!isRowId(id)) throw sessionLessonNotFound(kind);
  const row = await findActivityRow(context.db, accountId, id);
  if (!row || row.lesson.kind !== kind) throw sessionLessonNotFound(kind);
  return row;
}

const staffRoles = ['account-owner', 'account-admin', 'content-author', 'restricted-author', 'reviewer', 'course-reviewer', 'facilitator'];

/**
 * The published document a learner reads, or 404: learners only in a course they may open (the learner
 * contract); staff trying the course see it whatever the course's state, but only once published.
 */
export async function publishedForLearner(context: AppContext, user: SignedInUser, row: ActivityRow, kind: SessionLessonKind): Promise<Record<string, unknown>> {
  const document = row.lesson.publishedData;
  if (!document) throw notFound(kind === 'Observation' ? 'This observation is not published yet.' : 'This conference is not published yet.');
  if (user.roles.some((role) => staffRoles.includes(role))) return document;
  const groups = await groupIdsOf(context.db, user.accountId, user.id);
  if (!courseOpenToLearner(row.course, groups, context.clock())) throw sessionLessonNotFound(kind);
  return document;
}

export interface SessionLessonSave {
  version?: number;
  courseId?: string;
  title?: string;
  description?: string;
  isPublished?: boolean;
  prerequisites?: string[];
  /** The kind's own fields, kept in the lesson document beside the lesson fields. */
  settings: Record<string, unknown>;
}

/**
 * PUT of an observation's or conference's settings, as discussions save theirs: id "new" creates in
 * courseId at the end of the course; otherwise the write names the version it started from and a stale
 * one answers 409 with the current item (present builds it). isPublished true publishes the Latest version.
 */
export async function saveSessionLesson<Presented>(
  context: AppContext,
  user: SignedInUser,
  kind: SessionLessonKind,
  id: string,
  body: SessionLessonSave,
  present: (row: ActivityRow) => Promise<Presented>,
  defaultTitle: string,
): Promise<{ created: boolean; item: Presented }> {
  const { db, clock } = context;
  const settings = definedOnly(body.settings);
  if (id === NEW_ITEM_ID) {
    if (body.courseId === undefined) throw new HttpError(400, 'validation_failed', 'Say which course the new item goes in (courseId).', { path: ['courseId'] });
    const course = await courseOfAccount(db, user, body.courseId, { toEdit: true });
    const prerequisites = await checkedPrerequisites(context, course.id, undefined, body.prerequisites);
    const now = clock();
    const data = { ...newLessonData(kind, { author: `${user.firstName} ${user.lastName}` }), ...settings, ...(prerequisites ? { prerequisites } : {}) };
    const row = await insertLesson(db, {
      accountId: user.accountId,
      courseId: course.id,
      kind,
      title: body.title ?? defaultTitle,
      description: body.description ?? '',
      rank: rankBetween(await lastRank(db, course.id), null),
      data,
      createdAt: now,
      modifiedAt: now,
    });
    await applyPublication(context, course.id, row.id, body.isPublished);
    return { created: true, item: await present(await findSessionLesson(context, user.accountId, row.id, kind)) };
  }
  const found = await findSessionLesson(context, user.accountId, id, kind);
  assertCanEditCourse(user, sharedWithOf(found.course.data.sharedWith));
  if (body.version === undefined) throw new HttpError(400, 'validation_failed', 'Send the version the change started from.', { path: ['version'] });
  const stale = async () => conflict('conflict', 'This item was changed elsewhere. Reload it, or apply your change again on top.', { current: await present(await findSessionLesson(context, user.accountId, id, kind)) });
  if (body.version !== found.lesson.version) throw await stale();
  if (body.courseId !== undefined && body.courseId !== found.lesson.courseId) {
    throw new HttpError(400, 'validation_failed', 'An existing item stays in its course; copy it to another course instead.', { path: ['courseId'] });
  }
  const prerequisites = await checkedPrerequisites(context, found.lesson.courseId, id, body.prerequisites);
  const data = { ...found.lesson.data, ...settings, ...(prerequisites ? { prerequisites } : {}) };
  const written = await updateLessonIfVersion(
    db,
    user.accountId,
    id,
    body.version,
    { title: body.title ?? found.lesson.title, description: body.description ?? found.lesson.description, data },
    clock(),
  );
  if (!written) throw await stale();
  await applyPublication(context, found.lesson.courseId, id, body.isPublished);
  return { created: false, item: await present(await findSessionLesson(context, user.accountId, id, kind)) };
}

async function checkedPrerequisites(context: AppContext, courseId: string, lessonId: string | undefined, prerequisites: string[] | undefined) {
  if (!prerequisites) return undefined;
  const unique = [...new Set(prerequisites)];
  if (lessonId !== undefined && unique.includes(lessonId)) throw new HttpError(400, 'invalid_prerequisites', 'An item cannot be its own prerequisite.');
  const missing = unique.find((id) => !isRowId(id));
  if (missing !== undefined) throw notFound(`Lesson ${missing} not found`);
  const found = await lessonIdsOfCourse(context.db, courseId, unique);
  const absent = unique.find((id) => !found.has(id));
  if (absent !== undefined) throw notFound(`Lesson ${absent} not found`);
  return unique;
}

async function applyPublication(context: AppContext, courseId: string, lessonId: string, isPublished: boolean | undefined) {
  if (isPublished === true) await publishLessons(context.db, courseId, [lessonId]);
  else if (isPublished === false) await unpublishActivity(context.db, lessonId);
}

function definedOnly(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
