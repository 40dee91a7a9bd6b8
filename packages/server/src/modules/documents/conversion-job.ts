import { courseCreateBodySchema } from '@slidewise/core';
import { AI_FAILED, aiFailed, isModelCallError } from '../../ai/ai-failure.ts';
import { InvalidAiOutputError } from '../../ai/generate-valid.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http-error.ts';
import { createCourseService } from '../courses/service.ts';
import { writeLessonDrafts } from '../lesson-drafts/write-lesson-drafts.ts';
import { findReadyMedia } from '../media/repo.ts';
import { recordDocumentGenerated, recordDocumentGenerationFailed } from './conversion-events.ts';
import { convertFile } from './convert-file.ts';
import { addConversionUsage, claimConversion, type ConversionRow, findRequester, updateConversion } from './repo.ts';
import { fileNotFound, readUploadedFile } from './stored-file.ts';

// The job 'documents.convert' (issue 17): the conversion's requester, as they are now, gets the course
// or lesson; its row follows each lesson written, and ends done or failed with a reason they can act on.

type Failure = Pick<ConversionRow, 'errorCode' | 'errorMessage' | 'errorReason'>;

/** Why a conversion failed, in words the author can act on (an AI failure as every AI action answers it). */
function failureOf(error: unknown): Failure | undefined {
  if (!(error instanceof HttpError) && !isModelCallError(error)) return undefined;
  const failure = aiFailed('Converting this document', error);
  const reason = failure.code === AI_FAILED ? (failure.details as { reason: string }).reason : null;
  return { errorCode: failure.code, errorMessage: failure.message, errorReason: reason };
}

/** The job: converts one queued conversion; a run that finds it taken or finished does nothing. */
export function documentConversionJob(context: AppContext, log: { error(details: object, message: string): void }) {
  const { db, clock } = context;
  return async ({ conversionId }: { conversionId: string }) => {
    const row = await claimConversion(db, conversionId, clock());
    if (!row) return;
    try {
      await runConversion(context, row);
    } catch (error) {
      const failure = failureOf(error);
      if (!failure) log.error({ err: error, conversionId }, 'document conversion failed');
      await updateConversion(
        db,
        conversionId,
        {
          status: 'failed',
          ...(failure ?? { errorCode: 'conversion_failed', errorMessage: 'The conversion stopped on an unexpected error. Try again.' }),
        },
        clock(),
      );
    }
  };
}

async function runConversion(context: AppContext, row: ConversionRow): Promise<void> {
  const { db, storage, clock } = context;
  const user = await findRequester(db, row.requestedBy, row.accountId);
  if (!user) throw new HttpError(403, 'forbidden', 'The person who asked for this conversion can no longer make it.');
  const media = await findReadyMedia(db, row.accountId, row.mediaId);
  if (!media) throw fileNotFound();
  const model = row.source === 'document' ? await context.ai.languageModel(row.accountId) : null;
  const target = row.target as 'course' | 'lesson';
  const converted = await convertFile(context, user, {
    source: row.source as 'presentation' | 'document',
    target,
    fileName: media.name,
    data: await readUploadedFile(storage, media),
    model,
  }).catch(async (error: unknown) => {
    // Answers the schema refused were still paid for.
    if (error instanceof InvalidAiOutputError) await addConversionUsage(db, row.id, error.usage);
    if (model) await recordDocumentGenerationFailed(context, user, target, error);
    throw error;
  });
  await addConversionUsage(db, row.id, converted.usage);
  let courseId = row.courseId;
  if (row.target === 'course') {
    const course = await createCourseService(context).create(user, courseCreateBodySchema.parse({ title: converted.title.slice(0, 200) }));
    courseId = course.id;
    await updateConversion(db, row.id, { courseId, usedAi: converted.usedAi }, clock());
  }
  if (!courseId) throw new HttpError(409, 'course_missing', 'The course this lesson was for no longer exists.');
  const written = await writeLessonDrafts(context, user, courseId, converted.lessons, async (soFar) => {
    await updateConversion(
      db,
      row.id,
      { lessonId: soFar.lessonIds[0] ?? null, lessonCount: soFar.lessonIds.length, slideCount: soFar.slideCount, usedAi: converted.usedAi },
      clock(),
    );
  });
  await updateConversion(db, row.id, { status: 'done', lessonCount: written.lessonIds.length, slideCount: written.slideCount }, clock());
  if (converted.usedAi) await recordDocumentGenerated(context, user, { target, courseId, ...written });
}
