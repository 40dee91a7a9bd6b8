import {
  AI_GENERATION_FAILED_EVENT,
  AI_LESSON_GENERATED_EVENT,
  type AiCourseGeneration,
  type AiCourseGenerationBody,
  type AiCourseRequest,
  type AiLessonBody,
  type AiLessonResponse,
  type AiOutlineResponse,
  type AiSlideBody,
  type AiSlideResponse,
  aiCourseGenerationBodySchema,
  aiLessonBodySchema,
  aiSlideBodySchema,
  defaultCourse,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { generateLesson, generateOutline, rewriteSlide } from '../../ai/course-generator.ts';
import { aiFailed, aiFailureReason } from '../../ai/ai-failure.ts';
import { generatableTemplates } from '../../ai/generation-catalogue.ts';
import { conflict, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { assertLessonAllowance } from '../account/plan-limits.ts';
import { recordServerEvent } from '../analytics/server-events.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assertCanEditCourse } from '../courses/course-access.ts';
import { courseRowValues } from '../courses/course-assembly.ts';
import { courseOfAccount, sharedWithOf } from '../courses/course-lookup.ts';
import { insertCourse } from '../courses/repo.ts';
import { cleanSlide } from '../lesson-authoring/slide-preparation.ts';
import { findLessonWithCourse } from '../lessons/repo.ts';
import { languageModelOf, modelForCall, takeAiCall } from './ai-access.ts';
import { planKindOfAccount } from './account-facts.ts';
import { queueCourseGeneration } from './course-generation-queue.ts';
import { insertGeneratedLesson, setCourseGenerationStatus } from './generated-writes.ts';
import { findGeneration, insertGeneration, presentGeneration, requestStop, setRunStatus } from './repo.ts';

export function createAiGenerationService(context: AppContext) {
  const { db, clock } = context;
  const subjectOf = (user: SignedInUser) => ({ accountId: user.accountId, userId: user.id, roles: user.roles });
  const queueRun = (courseId: string) => queueCourseGeneration(context.jobs, courseId);

  async function generationOf(user: SignedInUser, courseId: string) {
    const run = isRowId(courseId) ? await findGeneration(db, user.accountId, courseId) : undefined;
    if (!run) throw notFound('This course was not generated with AI.');
    return run;
  }

  /** A failure of a call made during a request: recorded for analytics, answered as a 4xx or 502 ai_failed. */
  async function failed(user: SignedInUser, kind: 'lesson' | 'course', action: string, error: unknown): Promise<never> {
    await recordServerEvent(db, clock, subjectOf(user), AI_GENERATION_FAILED_EVENT, { kind, reason: aiFailureReason(error) });
    throw aiFailed(action, error);
  }

  return {
    async outline(user: SignedInUser, request: AiCourseRequest): Promise<AiOutlineResponse> {
      const model = await modelForCall(context, user.accountId);
      const { value, usage } = await generateOutline(model, request).catch((error: unknown) =>
        failed(user, 'course', 'Outlining this course', error),
      );
      return { outline: value, usage };
    },

    /** A Draft course made from the outline at once (Generating), its lessons then written by the job. */
    async start(user: SignedInUser, body: AiCourseGenerationBody): Promise<AiCourseGeneration> {
      const { request, outline } = aiCourseGenerationBodySchema.parse(body);
      await languageModelOf(context, user.accountId);
      await assertLessonAllowance(db, user.accountId, outline.lessons.length);
      await takeAiCall(context, user.accountId);
      const now = clock();
      const course = defaultCourse({ title: outline.title, description: outline.description, generationStatus: 'Generating' });
      const run = await db.transaction(async (tx) => {
        const row = await insertCourse(tx, { accountId: user.accountId, ...courseRowValues(course), createdAt: now, modifiedAt: now });
        return insertGeneration(tx, { courseId: row.id, accountId: user.accountId, startedBy: user.id, request, outline, now });
      });
      await queueRun(run.courseId);
      return presentGeneration(run);
    },

    async state(user: SignedInUser, courseId: string): Promise<AiCourseGeneration> {
      return presentGeneration(await generationOf(user, courseId));
    },

    /** Asks the job to stop before its next lesson; a run no longer generating is answered as it is. */
    async stop(user: SignedInUser, courseId: string): Promise<AiCourseGeneration> {
      await courseOfAccount(db, user, courseId, { toEdit: true });
      const run = await generationOf(user, courseId);
      if (run.status !== 'Generating') return presentGeneration(run);
      return presentGeneration((await requestStop(db, user.accountId, courseId, clock())) ?? run);
    },

    /** A failed or stopped run goes on from its first lesson not made. */
    async retry(user: SignedInUser, courseId: string): Promise<AiCourseGeneration> {
      await courseOfAccount(db, user, courseId, { toEdit: true });
      const run = await generationOf(user, courseId);
      if (run.status === 'Generating' || run.status === 'Generated')
        throw conflict(
          'generation_not_retryable',
          `This course's generation is ${run.status.toLowerCase()}; only a failed or stopped one can be retried.`,
        );
      await languageModelOf(context, user.accountId);
      await takeAiCall(context, user.accountId);
      const now = clock();
      const restarted = await setRunStatus(
        db,
        courseId,
        { status: 'Generating', failureReason: null, failureCode: null, failureDetails: null, stopRequested: false },
        now,
      );
      await setCourseGenerationStatus(db, user.accountId, courseId, 'Generating', now);
      await queueRun(courseId);
      return presentGeneration(restarted ?? run);
    },

    /** A lesson written from the prompt at the end of the course, saved with its slides. */
    async lesson(user: SignedInUser, courseId: string, body: AiLessonBody): Promise<AiLessonResponse> {
      const { prompt, language } = aiLessonBodySchema.parse(body);
      const course = await courseOfAccount(db, user, courseId, { toEdit: true });
      await assertLessonAllowance(db, user.accountId);
      const model = await modelForCall(context, user.accountId);
      const templates = generatableTemplates(await planKindOfAccount(db, user.accountId));
      const title = prompt.split('\n', 1)[0]!.slice(0, 120);
      const brief = {
        courseTitle: course.title,
        lessonTitle: title,
        summary: prompt,
        audience: "The course's learners",
        tone: 'Friendly and practical',
        language,
        includeSurvey: false,
      };
      const lesson = await generateLesson(model, brief, templates).catch((error: unknown) =>
        failed(user, 'lesson', 'Writing this lesson', error),
      );
      const lessonId = await insertGeneratedLesson(db, {
        accountId: user.accountId,
        courseId: course.id,
        title,
        description: prompt.slice(0, 1000),
        author: `${user.firstName} ${user.lastName}`,
        slides: lesson.slides,
        language,
        now: clock(),
      });
      await recordServerEvent(db, clock, subjectOf(user), AI_LESSON_GENERATED_EVENT, {
        lesson_id: lessonId,
        course_id: course.id,
        slide_count: lesson.slides.length,
      });
      return { lessonId, slideCount: lesson.slides.length, usage: lesson.usage };
    },

    /** The selected slide rewritten; nothing is saved — the editor applies it as one undoable step. */
    async slide(user: SignedInUser, lessonId: string, body: AiSlideBody): Promise<AiSlideResponse> {
      const { action, slide, language } = aiSlideBodySchema.parse(body);
      const found = isRowId(lessonId) ? await findLessonWithCourse(db, user.accountId, lessonId) : undefined;
      if (found?.lesson.kind !== 'Lesson') throw notFound('Lesson not found');
      assertCanEditCourse(user, sharedWithOf(found.sharedWith));
      const templates = generatableTemplates(await planKindOfAccount(db, user.accountId));
      if (action !== 'quiz' && !templates.some((template) => template.type === slide.type))
        throw conflict('slide_not_rewritable', 'This kind of slide holds media or outside content, which AI does not rewrite.');
      const model = await modelForCall(context, user.accountId);
      const rewritten = await rewriteSlide(model, slide, action, templates, language).catch((error: unknown) =>
        failed(user, 'lesson', 'Rewriting this slide', error),
      );
      return {
        // Not saved, but shown in the editor at once: its html is sanitised as a save would, so a model
        // led astray (by a document's or a prompt's words) cannot put script into the author's page.
        slide: {
          ...cleanSlide(rewritten.slide),
          displayIndex: slide.displayIndex,
          metadata: { sourceId: '', sourceType: '', slideId: '', questions: [] },
        },
        usage: rewritten.usage,
      };
    },
  };
}

export type AiGenerationService = ReturnType<typeof createAiGenerationService>;
