import {
  DEFAULT_LESSON_LANGUAGE,
  type CourseTranslation,
  type CourseTranslationList,
  type CourseTranslationResult,
  type Slide,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { aiFailed, aiFailureReason } from '../../ai/ai-failure.ts';
import { addUsage, NO_USAGE, type AiUsage } from '../../ai/generate-valid.ts';
import { HttpError } from '../../http-error.ts';
import { modelForCall } from '../ai-generation/ai-access.ts';
import { recordServerEvent } from '../analytics/server-events.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { readCourse } from '../courses/course-writes.ts';
import { createCourseService } from '../courses/service.ts';
import { findAuthoringLessonWithSlides } from '../lesson-authoring/repo.ts';
import { createLessonAuthoringService } from '../lesson-authoring/service.ts';
import { createLessonService } from '../lessons/service.ts';
import {
  findCourseTranslation,
  insertCourseTranslation,
  listCourseLessons,
  listCourseTranslations,
  markTranslated,
  readTranslationParts,
  saveTranslationParts,
  type CourseTranslationRow,
  type TranslationPart,
} from './repo.ts';
import { slideTextsToTranslate, sourceSlideDigest, translatedSlide } from './slide-translation.ts';
import { translateTexts, type TextToTranslate } from './text-translation.ts';

const eventSubjectOf = (user: SignedInUser) => ({ accountId: user.accountId, userId: user.id, roles: user.roles });

const translationsOff = () =>
  new HttpError(
    403,
    'feature_off',
    'Translations are switched off for this account. A platform administrator can switch on the "translations v2" feature flag.',
  );

const lessonKey = (lessonId: string) => `lesson:${lessonId}`;
const slideKey = (lessonId: string, slideId: string) => `slide:${lessonId}:${slideId}`;

function present(row: CourseTranslationRow, courseTitle: string): CourseTranslation {
  return {
    id: row.id,
    sourceCourseId: row.sourceCourseId,
    courseId: row.courseId,
    courseTitle,
    language: row.language,
    translatedAt: row.translatedAt.toISOString(),
  };
}

export function createCourseTranslationService(context: AppContext) {
  const { db, clock, flags } = context;
  const courses = createCourseService(context);
  const lessons = createLessonService(context);
  const authoring = createLessonAuthoringService(context);

  /** The source course (404 for another account's), while the flag is on. */
  async function sourceCourse(user: SignedInUser, courseId: string) {
    const course = await readCourse(db, user, courseId);
    if (!(await flags.isOn(user.accountId, 'translations-v2'))) throw translationsOff();
    return course;
  }

  return {
    /** GET /api/courses/{courseId}/translations. */
    async list(user: SignedInUser, courseId: string): Promise<CourseTranslationList> {
      const course = await sourceCourse(user, courseId);
      const rows = await listCourseTranslations(db, user.accountId, course.id);
      return { items: rows.map(({ translation, courseTitle }) => present(translation, courseTitle)) };
    },

    /**
     * POST /api/courses/{courseId}/translations: makes the linked copy in the language, or brings it up to
     * date. Each slide lesson is saved as soon as it is translated and its parts remembered, so a run that
     * fails half-way keeps what it did and the next run goes on from there.
     */
    async translate(user: SignedInUser, courseId: string, language: string): Promise<CourseTranslationResult> {
      const course = await sourceCourse(user, courseId);
      const model = await modelForCall(context, user.accountId);
      let usage: AiUsage = NO_USAGE;
      const translate = async (texts: readonly TextToTranslate[]) => {
        try {
          const answer = await translateTexts(model, texts, language);
          usage = addUsage(usage, answer.usage);
          return answer.translations;
        } catch (error) {
          await recordServerEvent(db, clock, eventSubjectOf(user), 'AI Generation Failed', {
            kind: 'translation',
            reason: aiFailureReason(error),
          });
          throw aiFailed('Translating this course', error);
        }
      };

      let translation = await findCourseTranslation(db, user.accountId, course.id, language);
      if (!translation) {
        const words = await translate([
          { key: 'title', text: course.title, html: false, maxLength: 200 },
          ...(course.description.trim() ? [{ key: 'description', text: course.description, html: false, maxLength: 5000 }] : []),
        ]);
        const copy = await courses.create(user, {
          title: words.get('title') ?? course.title,
          description: words.get('description') ?? course.description,
          brandingImage: course.brandingImage,
          libraryImage: course.libraryImage,
          creationType: course.creationType,
        });
        translation = await insertCourseTranslation(db, {
          accountId: user.accountId,
          sourceCourseId: course.id,
          courseId: copy.id,
          language,
          translatedAt: clock(),
        });
      }

      const parts = await readTranslationParts(db, translation.id);
      const sourceLessons = await listCourseLessons(db, user.accountId, course.id);
      const copyLessonIds = new Set((await listCourseLessons(db, user.accountId, translation.courseId)).map((lesson) => lesson.id));
      let translatedSlides = 0;
      let keptSlides = 0;
      for (const source of sourceLessons.filter((lesson) => lesson.kind === 'Lesson')) {
        const done = await translateLesson(source, translation, parts, copyLessonIds, translate, language, user);
        translatedSlides += done.translated;
        keptSlides += done.kept;
      }

      const finished = await markTranslated(db, translation.id, clock());
      await recordServerEvent(db, clock, eventSubjectOf(user), 'AI Course Translated', {
        source_course_id: course.id,
        course_id: finished.courseId,
        translated_slide_count: translatedSlides,
        kept_slide_count: keptSlides,
      });
      const [listed] = (await listCourseTranslations(db, user.accountId, course.id)).filter((row) => row.translation.id === finished.id);
      return {
        translation: present(finished, listed?.courseTitle ?? ''),
        translatedSlides,
        keptSlides,
        skippedLessons: sourceLessons.filter((lesson) => lesson.kind !== 'Lesson').length,
        usage,
      };
    },
  };

  /**
   * One slide lesson: its copy made when missing (title translated), then its deck rebuilt in the
   * source's order: a slide whose source is unchanged keeps its copy as it is (with any edits made to
   * the translation); a new or changed one is translated; one gone from the source goes.
   */
  async function translateLesson(
    source: { id: string; title: string },
    translation: CourseTranslationRow,
    parts: Map<string, TranslationPart>,
    copyLessonIds: ReadonlySet<string>,
    translate: (texts: readonly TextToTranslate[]) => Promise<Map<string, string>>,
    language: string,
    user: SignedInUser,
  ): Promise<{ translated: number; kept: number }> {
    const changed = new Map<string, TranslationPart>();
    let copyLessonId = parts.get(lessonKey(source.id))?.targetId;
    if (!copyLessonId || !copyLessonIds.has(copyLessonId)) {
      const title = (await translate([{ key: 'title', text: source.title, html: false, maxLength: 200 }])).get('title') ?? source.title;
      copyLessonId = (await lessons.create(user, translation.courseId, { kind: 'Lesson', title })).id;
      changed.set(lessonKey(source.id), { targetId: copyLessonId, sourceHash: '' });
    }
    const sourceDeck = await findAuthoringLessonWithSlides(db, user.accountId, source.id);
    const copyDeck = await findAuthoringLessonWithSlides(db, user.accountId, copyLessonId);
    const sourceSlides = (sourceDeck?.slides ?? []) as Slide[];
    const copySlides = new Map(((copyDeck?.slides ?? []) as Slide[]).map((slide) => [slide.id, slide]));

    let translated = 0;
    let kept = 0;
    const deck: Slide[] = [];
    for (const slide of sourceSlides) {
      const key = slideKey(source.id, slide.id);
      const digest = sourceSlideDigest(slide);
      const part = parts.get(key);
      const existing = part ? copySlides.get(part.targetId) : undefined;
      if (part && existing && part.sourceHash === digest) {
        deck.push(existing);
        kept += 1;
        continue;
      }
      const idInCopy = part?.targetId ?? slide.id;
      deck.push(translatedSlide(slide, await translate(slideTextsToTranslate(slide)), idInCopy));
      changed.set(key, { targetId: idInCopy, sourceHash: digest });
      translated += 1;
    }
    const sameOrder = deck.length === copySlides.size && deck.every((slide, index) => [...copySlides.keys()][index] === slide.id);
    if (translated > 0 || !sameOrder) {
      await authoring.save(user, copyLessonId, {
        slides: deck,
        latestSavedSlidesStateIdentifier: copyDeck?.stateIdentifier ?? null,
        language: language || DEFAULT_LESSON_LANGUAGE,
      });
    }
    await saveTranslationParts(db, translation.id, changed);
    for (const [key, part] of changed) parts.set(key, part);
    return { translated, kept };
  }
}

export type CourseTranslationService = ReturnType<typeof createCourseTranslationService>;
