import {
  NEW_ITEM_ID,
  type AssessmentResponse,
  type AssessmentSummary,
  type AssessmentUpdateBody,
  type DiscussionResponse,
  type DiscussionSummary,
  type PagedList,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assertCanEditCourse } from '../courses/course-access.ts';
import { courseOfAccount, sharedWithOf } from '../courses/course-lookup.ts';
import { newLessonData } from '../lessons/lesson-defaults.ts';
import { rankBetween } from '../lessons/rank.ts';
import { insertLesson, lastRank, lessonIdsOfCourse, publishLessons, updateLessonIfVersion } from '../lessons/repo.ts';
import { activitySummaries, unpublishActivity } from './activity-settings-repo.ts';
import { findActivity, groupIdsOf, type ActivityKind } from './activity-lookup.ts';
import { presentAssessment, presentDiscussion } from './activity-settings.ts';
import type { PostScope } from './activity-viewer.ts';
import { isoFromMilliseconds } from './sql-rows.ts';

type Presented<Kind extends ActivityKind> = Kind extends 'Discussion' ? DiscussionResponse : AssessmentResponse;
type Summary<Kind extends ActivityKind> = Kind extends 'Discussion' ? DiscussionSummary : AssessmentSummary;

const defaultTitles: Record<ActivityKind, string> = { Discussion: 'New discussion', Assessment: 'New assessment' };

/**
 * The settings side of discussions and assessments (spec §7 summaries, /latest, PUT): both are lessons
 * of their kind, so their title and description are the lesson's columns and the rest lives in its
 * document beside the lesson fields.
 */
export function createActivitySettingsService<Kind extends ActivityKind>({ db, clock }: AppContext, kind: Kind) {
  const present = (row: Parameters<typeof presentDiscussion>[0], courseTitle: string) =>
    (kind === 'Discussion' ? presentDiscussion(row, courseTitle) : presentAssessment(row, courseTitle)) as Presented<Kind>;

  async function current(user: SignedInUser, id: string): Promise<Presented<Kind>> {
    const found = await findActivity(db, user.accountId, id, kind);
    return present(found.lesson, found.course.title);
  }

  async function assertPrerequisites(courseId: string, lessonId: string | undefined, prerequisites: string[] | undefined) {
    if (!prerequisites) return undefined;
    const unique = [...new Set(prerequisites)];
    if (lessonId !== undefined && unique.includes(lessonId)) throw new HttpError(400, 'invalid_prerequisites', 'An item cannot be its own prerequisite.');
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
    async summaries(user: SignedInUser, query: { courseId?: string; page: number; pageSize: number }): Promise<PagedList<Summary<Kind>>> {
      if (query.courseId !== undefined) await courseOfAccount(db, user, query.courseId);
      const scope = await summaryScope(user);
      const restrictedTo = user.roles.some((role) => ['account-owner', 'account-admin', 'content-author', 'facilitator'].includes(role)) ? undefined : user.id;
      const { rows, totalCount } = await activitySummaries(db, { accountId: user.accountId, kind, courseId: query.courseId, scope, restrictedTo, page: query.page, pageSize: query.pageSize });
      const items = rows.map((row) => {
        const base = { id: row.id, courseId: row.course_id, courseTitle: row.course_title, title: row.title, description: row.description, isPublished: row.is_published, modified: isoFromMilliseconds(row.modified_ms) };
        return (kind === 'Discussion'
          ? { ...base, visibleToAllUsers: row.visible_to_all_users ?? true, postCount: row.post_count, lastActivityAt: row.last_activity_ms === null ? null : isoFromMilliseconds(row.last_activity_ms) }
          : { ...base, submissionCount: row.post_count, waitingCount: row.waiting_count }) as Summary<Kind>;
      });
      return { items, currentPage: query.page, totalCount };
    },

    latest: current,

    /** PUT: id "new" creates in courseId (201); otherwise saves from `version` (stale → 409 with the current item). */
    async save(user: SignedInUser, id: string, body: AssessmentUpdateBody): Promise<{ created: boolean; item: Presented<Kind> }> {
      const { version, courseId, title, description, isPublished, prerequisites, ...settings } = body;
      if (id === NEW_ITEM_ID) {
        if (courseId === undefined) throw new HttpError(400, 'validation_failed', 'Say which course the new item goes in (courseId).', { path: ['courseId'] });
        const course = await courseOfAccount(db, user, courseId, { toEdit: true });
        const checkedPrerequisites = await assertPrerequisites(course.id, undefined, prerequisites);
        const now = clock();
        const data = { ...newLessonData(kind, { author: `${user.firstName} ${user.lastName}` }), ...definedOnly(settings), ...(checkedPrerequisites ? { prerequisites: checkedPrerequisites } : {}) };
        const row = await insertLesson(db, {
          accountId: user.accountId,
          courseId: course.id,
          kind,
          title: title ?? defaultTitles[kind],
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
      if (version === undefined) throw new HttpError(400, 'validation_failed', 'Send the version the change started from.', { path: ['version'] });
      if (version !== found.lesson.version) throw stale(present(found.lesson, found.course.title));
      if (courseId !== undefined && courseId !== found.lesson.courseId) {
        throw new HttpError(400, 'validation_failed', 'An existing item stays in its course; copy it to another course instead.', { path: ['courseId'] });
      }
      const checkedPrerequisites = await assertPrerequisites(found.lesson.courseId, id, prerequisites);
      const data = { ...found.lesson.data, ...definedOnly(settings), ...(checkedPrerequisites ? { prerequisites: checkedPrerequisites } : {}) };
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

  /** Summaries count the posts a facilitator in user groups sees; everyone else reaching them sees all. */
  async function summaryScope(user: SignedInUser): Promise<PostScope> {
    const seesAll = user.roles.some((role) => ['account-owner', 'account-admin', 'content-author', 'restricted-author'].includes(role));
    if (seesAll || !user.roles.includes('facilitator')) return { kind: 'all' };
    const groups = await groupIdsOf(db, user.accountId, user.id);
    return groups.length === 0 ? { kind: 'all' } : { kind: 'groups', userId: user.id };
  }
}

function stale(current: DiscussionResponse): HttpError {
  return conflict('conflict', `This item was changed elsewhere (it is now at version ${current.version}). Reload it, or apply your change again on top.`, { current });
}

function definedOnly(fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
