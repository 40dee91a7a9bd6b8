import { randomUUID } from 'node:crypto';
import type { Course, Lesson, LessonCopyBody, LessonCreateBody, LessonKind, LessonUpdateBody, VersionType } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { assertCanEditCourse } from '../courses/course-access.ts';
import { assertLessonAllowance } from '../account/plan-limits.ts';
import { changeCourse, courseNotFound, readCourse } from '../courses/course-writes.ts';
import { courseOfAccount, sharedWithOf } from '../courses/course-lookup.ts';
import { assembleLesson, type LessonRow } from './lesson-assembly.ts';
import { newLessonData } from './lesson-defaults.ts';
import { mergeLessonFields } from './lesson-merge.ts';
import { rankBetween, ranksForOrder } from './rank.ts';
import { createLessonListCache } from './lesson-list-cache.ts';
import { assertSavePrecondition, optionalVersion, savePreconditionOf } from '../../save-precondition.ts';
import { copyLatestSlides, publishSlides, readSlidesState } from '../lesson-authoring/repo.ts';
import { assertLatestSlidesComplete } from '../lesson-authoring/publish-check.ts';
import {
  deleteLesson,
  findLessonWithCourse,
  insertLesson,
  lastRank,
  lessonIdsOfCourse,
  courseLessonListVersion,
  courseLessonSummariesJson,
  listLessonRanks,
  publishLessons,
  rankAfter,
  updateLessonIfVersion,
  updateRanks,
} from './repo.ts';

const lessonNotFound = () => notFound('Lesson not found');

export function createLessonService({ db, clock }: AppContext) {
  const lessonListCache = createLessonListCache();
  /** The lesson, if it is one of the account's and (when a kind is given) of that kind; 404 otherwise. */
  async function findLesson(user: SignedInUser, lessonId: string, kind?: LessonKind) {
    if (!isRowId(lessonId)) throw lessonNotFound();
    const found = await findLessonWithCourse(db, user.accountId, lessonId);
    if (!found || (kind !== undefined && found.lesson.kind !== kind)) throw lessonNotFound();
    return { ...found, sharedWith: sharedWithOf(found.sharedWith) };
  }

  async function present(
    found: { lesson: LessonRow; courseTitle: string; position: number },
    versionType: VersionType = 'Latest',
  ): Promise<Lesson> {
    // Only slide lessons have slides, kept in their own table (modules/lesson-authoring).
    const slides = found.lesson.kind === 'Lesson' ? await readSlidesState(db, found.lesson.id, versionType) : undefined;
    const lesson = assembleLesson(found.lesson, versionType, { courseTitle: found.courseTitle, position: found.position, slides });
    if (!lesson) throw notFound('This lesson has no published version yet.');
    return lesson;
  }

  /** A course of the account the user may edit, for writes that add to it. */
  const editableCourse = (user: SignedInUser, courseId: string) => courseOfAccount(db, user, courseId, { toEdit: true });

  return {
    /** The course's lessons in order, as the JSON text of LessonSummary[] (see courseLessonSummariesJson). */
    async listJson(user: SignedInUser, courseId: string, versionType: VersionType): Promise<string> {
      if (!isRowId(courseId)) throw courseNotFound();
      // One indexed lookup decides whether the list this server last built is still what the database holds.
      const version = await courseLessonListVersion(db, user.accountId, courseId);
      if (version === undefined) throw courseNotFound();
      const cached = lessonListCache.get(courseId, versionType, version);
      if (cached !== undefined) return cached;
      const read = await courseLessonSummariesJson(db, user.accountId, courseId, versionType);
      if (read === undefined) throw courseNotFound();
      lessonListCache.set(courseId, versionType, read.lessonListVersion, read.lessons);
      return read.lessons;
    },

    async get(user: SignedInUser, lessonId: string, versionType: VersionType): Promise<Lesson> {
      return present(await findLesson(user, lessonId), versionType);
    },

    /** A new lesson of the kind with its defaults, at the end of the course. */
    async create(user: SignedInUser, courseId: string, body: LessonCreateBody): Promise<Lesson> {
      const course = await editableCourse(user, courseId);
      await assertLessonAllowance(db, user.accountId);
      const now = clock();
      const row = await insertLesson(db, {
        accountId: user.accountId,
        courseId: course.id,
        kind: body.kind,
        title: body.title,
        description: body.description ?? '',
        rank: rankBetween(await lastRank(db, course.id), null),
        data: newLessonData(body.kind, { author: `${user.firstName} ${user.lastName}` }),
        createdAt: now,
        modifiedAt: now,
      });
      return present(await findLesson(user, row.id));
    },

    /**
     * Spec §7 PUT /api/lessons/{id}: the given saved fields replace the Latest version's, from the version
     * the body or If-Match names (save-precondition.ts).
     */
    async update(user: SignedInUser, lessonId: string, body: LessonUpdateBody, ifMatch?: string | string[]): Promise<Lesson> {
      const found = await findLesson(user, lessonId);
      assertCanEditCourse(user, found.sharedWith);
      const { version: _named, courseId, title, description, versionType: _latest, ...fields } = body;
      await assertSavePrecondition(savePreconditionOf(body.version, ifMatch), found.lesson.version, () => present(found), staleLesson);
      const version = found.lesson.version;
      // Slides have their own call (PUT /api/lesson-authoring/{id}) with its own state identifier, so a
      // whole Lesson sent back here leaves them as they are.
      if (fields.configuration) {
        const { slides: _slides, ...configuration } = fields.configuration;
        fields.configuration = configuration;
      }
      let move: { courseId: string; rank: string } | undefined;
      if (courseId !== undefined && courseId !== found.lesson.courseId) {
        const target = await editableCourse(user, courseId);
        move = { courseId: target.id, rank: rankBetween(await lastRank(db, target.id), null) };
      }
      if (fields.prerequisites) {
        // A lesson's prerequisites are other lessons of its (new) course.
        if (fields.prerequisites.includes(lessonId))
          throw new HttpError(400, 'invalid_prerequisites', 'A lesson cannot be its own prerequisite.');
        fields.prerequisites = [...new Set(fields.prerequisites)];
        await assertLessonsOfCourse(db, move?.courseId ?? found.lesson.courseId, fields.prerequisites);
      }
      const written = await updateLessonIfVersion(
        db,
        user.accountId,
        lessonId,
        version,
        {
          title: title ?? found.lesson.title,
          description: description ?? found.lesson.description,
          data: mergeLessonFields(found.lesson.data, fields),
          ...move,
        },
        clock(),
      );
      const after = await findLesson(user, lessonId);
      if (!written) throw staleLesson(await present(after));
      return present(after);
    },

    async remove(user: SignedInUser, lessonId: string, kind: LessonKind): Promise<void> {
      const found = await findLesson(user, lessonId, kind);
      assertCanEditCourse(user, found.sharedWith);
      await deleteLesson(db, user.accountId, lessonId);
    },

    /**
     * Spec §7 copy: right after the original in its own course, or at the end of another course; the
     * copy joins the original's module unless skipModule. Unpublished, version 1.
     */
    async copy(user: SignedInUser, kind: LessonKind, body: LessonCopyBody): Promise<Lesson> {
      const original = await findLesson(user, body.lessonId, kind);
      const targetCourseId = body.courseId ?? original.lesson.courseId;
      const target = await editableCourse(user, targetCourseId);
      await assertLessonAllowance(db, user.accountId);
      const sameCourse = target.id === original.lesson.courseId;
      const rank = sameCourse
        ? rankBetween(original.lesson.rank, await rankAfter(db, target.id, original.lesson.rank))
        : rankBetween(await lastRank(db, target.id), null);
      const now = clock();
      const copy = await db.transaction(async (tx) => {
        const row = await insertLesson(tx, {
          accountId: user.accountId,
          courseId: target.id,
          kind: original.lesson.kind,
          title: original.lesson.title,
          description: original.lesson.description,
          rank,
          data: original.lesson.data,
          createdAt: now,
          modifiedAt: now,
        });
        await copyLatestSlides(tx, original.lesson.id, row.id, randomUUID());
        return row;
      });
      if (sameCourse && body.skipModule !== true) await addToModuleAfter(db, clock, user, target.id, original.lesson.id, copy.id);
      return present(await findLesson(user, copy.id));
    },

    /**
     * Authoring §4: publishing lessons marks them isPublished and copies their Latest version to the
     * Published one — only when every slide of theirs is finished (409 incomplete_slides otherwise).
     */
    async publish(user: SignedInUser, courseId: string, lessonIds: string[]): Promise<Course> {
      const course = await editableCourse(user, courseId);
      const ids = [...new Set(lessonIds)];
      await assertLessonsOfCourse(db, course.id, ids);
      await db.transaction(async (tx) => {
        // Checked on the decks as locked here, so a save cannot slip an unfinished slide in before the copy.
        await assertLatestSlidesComplete(tx, ids);
        await publishLessons(tx, course.id, ids);
        await publishSlides(tx, ids);
      });
      return readCourse(db, user, course.id);
    },

    /** The course's lessons in the given order; the list must name each lesson of the course once. */
    async reorder(user: SignedInUser, courseId: string, lessonIds: string[]): Promise<Course> {
      const course = await editableCourse(user, courseId);
      const current = await listLessonRanks(db, course.id);
      const sameSet =
        lessonIds.length === current.length &&
        new Set(lessonIds).size === current.length &&
        current.every((lesson) => lessonIds.includes(lesson.id));
      if (!sameSet) {
        const now = await readCourse(db, user, course.id);
        throw conflict('conflict', 'The lessons of this course changed elsewhere; reload them and move the lesson again.', {
          current: now,
        });
      }
      await updateRanks(db, course.id, ranksForOrder(lessonIds, new Map(current.map((lesson) => [lesson.id, lesson.rank]))));
      return readCourse(db, user, course.id);
    },
  };
}

export type LessonService = ReturnType<typeof createLessonService>;

function staleLesson(current: Lesson): HttpError {
  return conflict(
    'conflict',
    `This lesson was changed elsewhere (it is now at version ${current.version}). Reload it, or apply your change again on top.`,
    {
      current,
    },
  );
}

async function assertLessonsOfCourse(db: Database, courseId: string, lessonIds: string[]): Promise<void> {
  const malformed = lessonIds.find((id) => !isRowId(id));
  if (malformed !== undefined) throw notFound(`Lesson ${malformed} not found`);
  const found = await lessonIdsOfCourse(db, courseId, lessonIds);
  const missing = lessonIds.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`Lesson ${missing} not found`);
}

/** The copy goes right after the original in the original's module, when it has one. */
async function addToModuleAfter(
  db: Database,
  clock: AppContext['clock'],
  user: SignedInUser,
  courseId: string,
  originalId: string,
  copyId: string,
) {
  const course = await readCourse(db, user, courseId);
  if (!course.modules.some((module) => module.lessonIds.includes(originalId))) return;
  await changeCourse(db, clock, user, courseId, {
    precondition: optionalVersion(undefined),
    apply: (current: Course) => ({
      ...current,
      modules: current.modules.map((module) => {
        const at = module.lessonIds.indexOf(originalId);
        return at < 0
          ? module
          : { ...module, lessonIds: [...module.lessonIds.slice(0, at + 1), copyId, ...module.lessonIds.slice(at + 1)] };
      }),
    }),
  });
}
