import { defaultCourse, type CourseTranslation, type CourseTranslationList } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { languageModelOf, takeAiCall } from '../ai-generation/ai-access.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { courseRowValues } from '../courses/course-assembly.ts';
import { readCourse } from '../courses/course-writes.ts';
import { insertCourse } from '../courses/repo.ts';
import { presentTranslation } from './presenter.ts';
import {
  findCourseTranslation,
  findListedTranslation,
  findTranslationOfCourse,
  insertCourseTranslation,
  listCourseTranslations,
  requestStop,
  restartRun,
  type CourseTranslationRow,
} from './repo.ts';
import { queueCourseTranslation } from './translation-queue.ts';

const translationsOff = () =>
  new HttpError(
    403,
    'feature_off',
    'Translations are switched off for this account. A platform administrator can switch on the "translations v2" feature flag.',
  );

/** Two starts of a new language at once: the one that lost makes no copy and is answered the other's run. */
class LanguageTakenMeanwhile extends Error {}

export function createCourseTranslationService(context: AppContext) {
  const { db, clock, flags } = context;

  /** The source course (404 for another account's), while the flag is on. */
  async function sourceCourse(user: SignedInUser, courseId: string) {
    const course = await readCourse(db, user, courseId);
    if (!(await flags.isOn(user.accountId, 'translations-v2'))) throw translationsOff();
    return course;
  }

  async function presented(row: CourseTranslationRow): Promise<CourseTranslation> {
    const listed = await findListedTranslation(db, row.id);
    return presentTranslation(listed?.translation ?? row, listed?.courseTitle ?? '');
  }

  return {
    /** GET /api/courses/{courseId}/translations: each translation with its latest run's state (the editor polls it). */
    async list(user: SignedInUser, courseId: string): Promise<CourseTranslationList> {
      const course = await sourceCourse(user, courseId);
      const rows = await listCourseTranslations(db, user.accountId, course.id);
      return { items: rows.map(({ translation, courseTitle }) => presentTranslation(translation, courseTitle)) };
    },

    /**
     * POST /api/courses/{courseId}/translations: starts a run of the language's translation and answers it at
     * once (Translating); the job `ai.course-translation` does the work. A new language gets its linked copy
     * now, under the source's words until the job translates them. A run already going is answered as it is:
     * starting it again would spend an AI call for nothing.
     */
    async translate(user: SignedInUser, courseId: string, language: string): Promise<CourseTranslation> {
      const course = await sourceCourse(user, courseId);
      await languageModelOf(context, user.accountId);
      const existing = await findCourseTranslation(db, user.accountId, course.id, language);
      if (existing?.status === 'Translating') return presented(existing);
      await takeAiCall(context, user.accountId);
      const now = clock();
      const started = existing ? await restartRun(db, existing.id, user.id, now) : await startNewLanguage(user, course, language, now);
      const run = started ?? (await findCourseTranslation(db, user.accountId, course.id, language));
      // Only reached when a start at the same moment made the row, which nothing deletes but its course.
      if (!run) throw new Error('The translation started at the same moment is gone');
      if (started) await queueCourseTranslation(context.jobs, started.id);
      return presented(run);
    },

    /** POST …/translations/{translationId}/stop: the job stops before its next lesson; a run not going is answered as it is. */
    async stop(user: SignedInUser, courseId: string, translationId: string): Promise<CourseTranslation> {
      const course = await sourceCourse(user, courseId);
      const run = isRowId(translationId) ? await findTranslationOfCourse(db, user.accountId, course.id, translationId) : undefined;
      if (!run) throw notFound('This course has no such translation.');
      return presented((await requestStop(db, run.id, clock())) ?? run);
    },
  };

  /** The copy (a new Draft course holding the source's words and images) and its translation, in one transaction. */
  async function startNewLanguage(
    user: SignedInUser,
    source: Awaited<ReturnType<typeof sourceCourse>>,
    language: string,
    now: Date,
  ): Promise<CourseTranslationRow | undefined> {
    const copy = defaultCourse({
      title: source.title,
      description: source.description,
      brandingImage: source.brandingImage,
      libraryImage: source.libraryImage,
      creationType: source.creationType,
    });
    try {
      return await db.transaction(async (tx) => {
        const row = await insertCourse(tx, { accountId: user.accountId, ...courseRowValues(copy), createdAt: now, modifiedAt: now });
        const translation = await insertCourseTranslation(tx, {
          accountId: user.accountId,
          sourceCourseId: source.id,
          courseId: row.id,
          language,
          startedBy: user.id,
          translatedAt: null,
          modifiedAt: now,
        });
        if (!translation) throw new LanguageTakenMeanwhile();
        return translation;
      });
    } catch (error) {
      if (error instanceof LanguageTakenMeanwhile) return undefined;
      throw error;
    }
  }
}

export type CourseTranslationService = ReturnType<typeof createCourseTranslationService>;
