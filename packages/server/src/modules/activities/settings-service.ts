import { NEW_ITEM_ID } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assertCanEditCourse } from '../courses/course-access.ts';
import { assertLessonAllowance } from '../account/plan-limits.ts';
import { courseOfAccount, sharedWithOf } from '../courses/course-lookup.ts';
import { newLessonData } from '../lessons/lesson-defaults.ts';
import { rankBetween } from '../lessons/rank.ts';
import { insertLesson, lastRank, lessonIdsOfCourse, publishLessons, updateLessonIfVersion } from '../lessons/repo.ts';
import type { ActivityKind, ActivityKindConfig } from './activity-kind.ts';
import { findActivity } from './activity-lookup.ts';
import { unpublishActivity } from './settings-repo.ts';
import { assertSavePrecondition, savePreconditionOf } from '../../save-precondition.ts';

/** What every kind's PUT body may carry besides its own settings (core's activityEditableFields and activityUpdateFields). */
export interface ActivitySaveBody {
  version?: number | undefined;
  courseId?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  isPublished?: boolean | undefined;
  prerequisites?: string[] | undefined;
}

/**
 * The settings of any kind of activity (spec §7 /latest and PUT for discussions and assessments, ours for
 * observations and conferences): each is a lesson of its kind, so its title and description are the
 * lesson's columns and the rest lives in its document beside the lesson fields.
 */
export function createActivitySettingsService<Presented extends { version: number }, Body extends ActivitySaveBody>(
  { db, clock }: AppContext,
  kind: ActivityKindConfig<ActivityKind, Presented, Body>,
): ActivitySettingsService<Presented, Body> {
  async function current(user: SignedInUser, id: string): Promise<Presented> {
    return kind.present(await findActivity(db, user.accountId, id, kind), db);
  }

  async function checkedPrerequisites(courseId: string, lessonId: string | undefined, prerequisites: string[] | undefined) {
    if (!prerequisites) return undefined;
    const unique = [...new Set(prerequisites)];
    if (lessonId !== undefined && unique.includes(lessonId))
      throw new HttpError(400, 'invalid_prerequisites', 'An item cannot be its own prerequisite.');
    const missing = unique.find((id) => !isRowId(id));
    if (missing !== undefined) throw notFound(`Lesson ${missing} not found`);
    const found = await lessonIdsOfCourse(db, courseId, unique);
    const absent = unique.find((id) => !found.has(id));
    if (absent !== undefined) throw notFound(`Lesson ${absent} not found`);
    return unique;
  }

  async function applyPublication(courseId: string, lessonId: string, isPublished: boolean | undefined) {
    if (isPublished === true) await publishLessons(db, courseId, [lessonId]);
    else if (isPublished === false) await unpublishActivity(db, lessonId);
  }

  return {
    latest: current,

    /**
     * PUT: id "new" creates the item at the end of courseId (201); otherwise the write names the version it
     * started from, in the body or If-Match (save-precondition.ts), and one that no longer holds is refused
     * with the current item. isPublished true publishes the
     * Latest version, false takes the item away from learners.
     */
    async save(user: SignedInUser, id: string, body: Body, ifMatch?: string | string[]): Promise<{ created: boolean; item: Presented }> {
      const { version: named, courseId, title, description, isPublished, prerequisites, ...settings } = body;
      if (id === NEW_ITEM_ID) {
        if (courseId === undefined)
          throw new HttpError(400, 'validation_failed', 'Say which course the new item goes in (courseId).', { path: ['courseId'] });
        const course = await courseOfAccount(db, user, courseId, { toEdit: true });
        await assertLessonAllowance(db, user.accountId);
        const checked = await checkedPrerequisites(course.id, undefined, prerequisites);
        const now = clock();
        const data = {
          ...newLessonData(kind.kind, { author: `${user.firstName} ${user.lastName}` }),
          ...definedOnly(settings),
          ...(checked ? { prerequisites: checked } : {}),
        };
        const row = await insertLesson(db, {
          accountId: user.accountId,
          courseId: course.id,
          kind: kind.kind,
          title: title ?? kind.defaultTitle,
          description: description ?? '',
          rank: rankBetween(await lastRank(db, course.id), null),
          data,
          createdAt: now,
          modifiedAt: now,
        });
        await applyPublication(course.id, row.id, isPublished);
        return { created: true, item: await current(user, row.id) };
      }
      const found = await findActivity(db, user.accountId, id, kind);
      assertCanEditCourse(user, sharedWithOf(found.course.data.sharedWith));
      await assertSavePrecondition(savePreconditionOf(named, ifMatch), found.lesson.version, () => kind.present(found, db), stale);
      const version = found.lesson.version;
      if (courseId !== undefined && courseId !== found.lesson.courseId) {
        throw new HttpError(400, 'validation_failed', 'An existing item stays in its course; copy it to another course instead.', {
          path: ['courseId'],
        });
      }
      const checked = await checkedPrerequisites(found.lesson.courseId, id, prerequisites);
      const data = { ...found.lesson.data, ...definedOnly(settings), ...(checked ? { prerequisites: checked } : {}) };
      const written = await updateLessonIfVersion(
        db,
        user.accountId,
        id,
        version,
        { title: title ?? found.lesson.title, description: description ?? found.lesson.description, data },
        clock(),
      );
      if (!written) throw stale(await current(user, id));
      await applyPublication(found.lesson.courseId, id, isPublished);
      return { created: false, item: await current(user, id) };
    },
  };
}

export interface ActivitySettingsService<Presented, Body> {
  latest(user: SignedInUser, id: string): Promise<Presented>;
  save(user: SignedInUser, id: string, body: Body, ifMatch?: string | string[]): Promise<{ created: boolean; item: Presented }>;
}

function stale(current: { version: number }): HttpError {
  return conflict(
    'conflict',
    `This item was changed elsewhere (it is now at version ${current.version}). Reload it, or apply your change again on top.`,
    { current },
  );
}

function definedOnly(fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
