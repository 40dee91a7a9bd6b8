// The job `ai.course-translation`: a translation's copy brought up to date, lesson by lesson, acting as the
// person who started the run. Each lesson is saved with its parts as soon as it is done, so a failure keeps
// every lesson before it and the next run goes on from there (unchanged slides are kept, not translated).
// Progress and tokens are written on the translation as the run goes, for the editor to poll.
import { createHash } from 'node:crypto';
import { AI_GENERATION_FAILED_EVENT } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { aiFailed, aiFailureReason } from '../../ai/ai-failure.ts';
import { InvalidAiOutputError, type AiUsage } from '../../ai/generate-valid.ts';
import { aiNotConfigured } from '../ai-generation/ai-access.ts';
import { recordServerEvent } from '../analytics/server-events.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { changeCourse, readCourse } from '../courses/course-writes.ts';
import { findRequester } from '../documents/repo.ts';
import { HttpError } from '../../http-error.ts';
import type { TranslateTexts } from './batched-translation.ts';
import { createLessonTranslator, type LessonRun } from './lesson-translation.ts';
import {
  addRunUsage,
  finishRun,
  isStopRequested,
  listCourseLessons,
  markRunAlive,
  readTranslation,
  readTranslationParts,
  recordLessonDone,
  saveTranslationParts,
  setRunPlan,
  type CourseTranslationRow,
} from './repo.ts';
import { translateTexts, type TextToTranslate } from './text-translation.ts';

const AI_COURSE_TRANSLATED_EVENT = 'AI Course Translated';

/**
 * The longest one model call may take, its corrections included, before the run fails as a timeout: well
 * under the silence after which a run counts as interrupted (`INTERRUPTED_AFTER_MS`, jobs/interrupted-work.ts).
 */
export const TRANSLATION_CALL_TIMEOUT_MS = 5 * 60_000;

const COURSE_KEY = 'course';

/** The digest of the course's words, so a changed title or description is translated again. */
const courseWordsDigest = (course: { title: string; description: string }) =>
  createHash('sha256')
    .update(JSON.stringify([course.title, course.description]))
    .digest('hex');

export async function runCourseTranslation(context: AppContext, translationId: string): Promise<void> {
  const { db, clock } = context;
  const run = await readTranslation(db, translationId);
  if (run?.status !== 'Translating') return;
  const user = run.startedBy ? await findRequester(db, run.startedBy, run.accountId) : undefined;
  const track = async (name: string, properties: Record<string, unknown>) => {
    if (user) await recordServerEvent(db, clock, { accountId: user.accountId, userId: user.id, roles: user.roles }, name, properties);
  };

  try {
    if (!user) throw new HttpError(409, 'starter_gone', 'The person who started this translation is no longer active; start it again.');
    const model = await context.ai.languageModel(run.accountId);
    if (!model) throw aiNotConfigured();
    const spent = (usage: AiUsage) => addRunUsage(db, translationId, usage, clock());
    const translate: TranslateTexts = async (texts) => {
      await markRunAlive(db, translationId, clock());
      const answer = await translateTexts(model, texts, run.language, AbortSignal.timeout(TRANSLATION_CALL_TIMEOUT_MS)).catch(
        async (error: unknown) => {
          // An answer refused after every try still spent its tokens.
          if (error instanceof InvalidAiOutputError) await spent(error.usage);
          throw error;
        },
      );
      await spent(answer.usage);
      return answer.translations;
    };

    const counts = await translateCourse(context, user, run, translate);
    if (counts === 'stopped') return await finishRun(db, translationId, { status: 'Stopped' }, clock());
    await finishRun(db, translationId, { status: 'Translated' }, clock());
    await track(AI_COURSE_TRANSLATED_EVENT, {
      source_course_id: run.sourceCourseId,
      course_id: run.courseId,
      translated_slide_count: counts.translated,
      kept_slide_count: counts.kept,
    });
  } catch (error) {
    await finishRun(db, translationId, { status: 'Failed', failure: aiFailed('Translating this course', error) }, clock());
    await track(AI_GENERATION_FAILED_EVENT, { kind: 'translation', reason: aiFailureReason(error) });
  }
}

/**
 * The course's words when changed, then each slide lesson in the source's order; answers the slides
 * translated and kept, or `stopped` when the author asked it to stop (read before each lesson).
 */
async function translateCourse(context: AppContext, user: SignedInUser, run: CourseTranslationRow, translate: TranslateTexts) {
  const { db, clock } = context;
  const lessonTranslator = createLessonTranslator(context, user);
  const parts = await readTranslationParts(db, run.id);
  const sourceLessons = await listCourseLessons(db, run.accountId, run.sourceCourseId);
  const slideLessons = sourceLessons.filter((lesson) => lesson.kind === 'Lesson');
  const decks = await Promise.all(slideLessons.map((lesson) => lessonTranslator.sourceSlidesOf(lesson.id)));
  await setRunPlan(
    db,
    run.id,
    { slidesTotal: decks.reduce((sum, deck) => sum + deck.length, 0), skippedLessons: sourceLessons.length - slideLessons.length },
    clock(),
  );

  await translateCourseWords(context, user, run, parts, translate);
  const lessonRun: LessonRun = {
    translationId: run.id,
    copyCourseId: run.courseId,
    language: run.language,
    parts,
    copyLessonIds: new Set((await listCourseLessons(db, run.accountId, run.courseId)).map((lesson) => lesson.id)),
    translate,
  };
  const counts = { translated: 0, kept: 0 };
  for (const source of slideLessons) {
    if (await isStopRequested(db, run.id)) return 'stopped';
    const done = await lessonTranslator.translateLesson(source, lessonRun);
    await recordLessonDone(db, run.id, { done: done.translated + done.kept, translated: done.translated }, clock());
    counts.translated += done.translated;
    counts.kept += done.kept;
  }
  return counts;
}

/** The copy's title and description, translated again only when the source's changed (hand edits otherwise stay). */
async function translateCourseWords(
  context: AppContext,
  user: SignedInUser,
  run: CourseTranslationRow,
  parts: LessonRun['parts'],
  translate: TranslateTexts,
) {
  const source = await readCourse(context.db, user, run.sourceCourseId);
  const digest = courseWordsDigest(source);
  if (parts.get(COURSE_KEY)?.sourceHash === digest) return;
  const texts: TextToTranslate[] = [
    { key: 'title', text: source.title, html: false, maxLength: 200 },
    ...(source.description.trim() ? [{ key: 'description', text: source.description, html: false, maxLength: 5000 }] : []),
  ];
  const words = await translate(texts);
  await changeCourse(context.db, context.clock, user, run.courseId, {
    precondition: { from: 'nothing', lastWriteWins: true },
    apply: (copy) => ({ ...copy, title: words.get('title') ?? source.title, description: words.get('description') ?? source.description }),
  });
  const changed = new Map([[COURSE_KEY, { targetId: run.courseId, sourceHash: digest }]]);
  await saveTranslationParts(context.db, run.id, changed);
  parts.set(COURSE_KEY, changed.get(COURSE_KEY)!);
}
