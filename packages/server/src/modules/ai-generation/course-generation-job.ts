// The job `ai.course-generation`: the course's lessons written one by one from its outline. Each lesson
// is saved as soon as it is made, so a failure or a stop keeps every lesson before it; a retry starts a
// new job that goes on from the first lesson not made. The author's stop is read between lessons.
import {
  AI_COURSE_GENERATED_EVENT,
  AI_GENERATION_FAILED_EVENT,
  AI_LESSON_GENERATED_EVENT,
  type AiCourseOutline,
  type AiCourseRequest,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { HttpError } from '../../http-error.ts';
import { aiFailed, aiFailureReason } from '../../ai/ai-failure.ts';
import { generateLesson } from '../../ai/course-generator.ts';
import { lessonBriefOf } from '../../ai/course-prompts.ts';
import { generatableTemplates } from '../../ai/generation-catalogue.ts';
import { recordServerEvent } from '../analytics/server-events.ts';
import { aiNotConfigured } from './ai-access.ts';
import { authorName, planKindOfAccount } from './account-facts.ts';
import { insertGeneratedLesson, setCourseGenerationStatus } from './generated-writes.ts';
import { addUsage, isStopRequested, markAlive, readGeneration, recordLessonDone, setRunStatus } from './repo.ts';

/**
 * The longest one lesson may take (its plan and every slide, retries included) before it fails as a timeout:
 * a provider that hangs fails the run the author can retry, and a run that shows no sign of life for
 * longer (`INTERRUPTED_AFTER_MS`, jobs/interrupted-work.ts) is known to have lost its job.
 */
export const LESSON_TIMEOUT_MS = 10 * 60_000;

export async function runCourseGeneration(context: AppContext, courseId: string): Promise<void> {
  const { db, clock } = context;
  const run = await readGeneration(db, courseId);
  if (run?.status !== 'Generating') return;
  const request = run.request as AiCourseRequest;
  const outline = run.outline as AiCourseOutline;
  const author = await authorName(db, run.startedBy);
  const subject = { accountId: run.accountId, userId: run.startedBy ?? '', roles: author.roles };
  const track = async (name: string, properties: Record<string, unknown>) => {
    if (run.startedBy) await recordServerEvent(db, clock, subject, name, properties);
  };

  const finish = async (status: 'Generated' | 'Failed' | 'Stopped', failure?: HttpError) => {
    const failed = {
      failureReason: failure?.message ?? null,
      failureCode: failure?.code ?? null,
      failureDetails: (failure?.details as { reason: string } | undefined) ?? null,
    };
    await setRunStatus(db, courseId, { status, ...failed, stopRequested: false }, clock());
    await setCourseGenerationStatus(db, run.accountId, courseId, status === 'Failed' ? 'Failed' : 'Generated', clock());
  };

  try {
    const model = await context.ai.languageModel(run.accountId);
    if (!model) throw aiNotConfigured();
    const templates = generatableTemplates(await planKindOfAccount(db, run.accountId));
    for (let index = run.lessonsDone; index < outline.lessons.length; index++) {
      if (await isStopRequested(db, courseId)) return await finish('Stopped');
      await markAlive(db, courseId, clock());
      const planned = outline.lessons[index]!;
      const brief = lessonBriefOf(outline, request, index);
      const lesson = await generateLesson(model, brief, templates, AbortSignal.timeout(LESSON_TIMEOUT_MS)).catch(async (error: unknown) => {
        if (typeof error === 'object' && error !== null && 'usage' in error)
          await addUsage(db, courseId, (error as { usage: never }).usage);
        throw error;
      });
      const lessonId = await insertGeneratedLesson(
        db,
        {
          accountId: run.accountId,
          courseId,
          title: planned.title,
          description: planned.summary,
          author: author.name,
          slides: lesson.slides,
          language: request.language,
          now: clock(),
        },
        (tx, id) => recordLessonDone(tx, courseId, id, lesson.usage, clock()),
      );
      await track(AI_LESSON_GENERATED_EVENT, { lesson_id: lessonId, course_id: courseId, slide_count: lesson.slides.length });
    }
    await finish('Generated');
    await track(AI_COURSE_GENERATED_EVENT, { course_id: courseId, source: 'prompt', lesson_count: outline.lessons.length });
  } catch (error) {
    await finish('Failed', aiFailed('Generating this course', error));
    await track(AI_GENERATION_FAILED_EVENT, { kind: 'course', reason: aiFailureReason(error) });
  }
}
