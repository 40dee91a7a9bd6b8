import { courseCreateBodySchema, type DocumentConversion, type DocumentConversionBody } from '@slidewise/core';
import { APICallError } from 'ai';
import { InvalidAiOutputError } from '../../ai/generate-valid.ts';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { courseOfAccount } from '../courses/course-lookup.ts';
import { createCourseService } from '../courses/service.ts';
import { writeLessonDrafts } from '../lesson-drafts/write-lesson-drafts.ts';
import { findReadyMedia } from '../media/repo.ts';
import { conversionSourceOf } from './conversion-source.ts';
import { convertFile } from './convert-file.ts';
import { extractDocument, extractPresentation } from './extract-file.ts';
import { presentConversion } from './presenter.ts';
import {
  claimConversion,
  type ConversionRow,
  findConversion,
  findConversionById,
  findRequester,
  insertConversion,
  updateConversion,
} from './repo.ts';
import { readUploadedFile } from './stored-file.ts';

// Issue 17: a course or a lesson from an uploaded document or presentation. Asking checks the file at
// once (a file that cannot be read is refused with a 422 before anything is queued) and queues the
// conversion; the job reads it again, keeps its pictures, makes the slides and writes them through the
// same services an author's edits go through. Its row says how far it got, for any server to answer.

const fileNotFound = () => notFound('File not found. Upload it again.');
const conversionNotFound = () => notFound('Conversion not found');

export type ConversionTarget = { kind: 'course' } | { kind: 'lesson'; courseId: string };

export function createConversionService(context: AppContext) {
  const { db, storage, clock, jobs } = context;

  return {
    async start(user: SignedInUser, body: DocumentConversionBody, target: ConversionTarget): Promise<DocumentConversion> {
      if (target.kind === 'lesson') await courseOfAccount(db, user, target.courseId, { toEdit: true });
      if (!isRowId(body.mediaId)) throw fileNotFound();
      const media = await findReadyMedia(db, user.accountId, body.mediaId);
      if (!media) throw fileNotFound();
      const source = conversionSourceOf(media.contentType);
      const data = await readUploadedFile(storage, media);
      // Reading the text is quick; pictures are left for the job.
      if (source === 'presentation') await extractPresentation(data, media.name);
      else await extractDocument(data, media.name, { withImages: false });
      const now = clock();
      const row = await insertConversion(db, {
        accountId: user.accountId,
        requestedBy: user.id,
        mediaId: media.id,
        source,
        target: target.kind,
        courseId: target.kind === 'lesson' ? target.courseId.toLowerCase() : null,
        status: 'queued',
        createdAt: now,
        updatedAt: now,
      });
      // A conversion that failed half way has written what it could; it is not run again behind the
      // author's back (they ask again, and see what they got).
      await jobs.add('documents.convert', { conversionId: row.id }, { maxAttempts: 1 });
      return presentConversion(row);
    },

    async get(user: SignedInUser, conversionId: string): Promise<DocumentConversion> {
      if (!isRowId(conversionId)) throw conversionNotFound();
      const row = await findConversion(db, user.accountId, conversionId);
      if (!row) throw conversionNotFound();
      return presentConversion(row);
    },
  };
}

/** Why a conversion failed, in words the author can act on. */
function failureOf(error: unknown): { errorCode: string; errorMessage: string } | undefined {
  if (error instanceof HttpError) return { errorCode: error.code, errorMessage: error.message };
  if (error instanceof InvalidAiOutputError) {
    return {
      errorCode: error.code,
      errorMessage: "The AI model's answers did not fit the slide templates, even when asked again. Nothing invalid was saved; try again.",
    };
  }
  if (APICallError.isInstance(error)) {
    return { errorCode: 'ai_unavailable', errorMessage: 'The AI provider did not answer. Check its settings or try again later.' };
  }
  return undefined;
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
  const converted = await convertFile(context, user, {
    source: row.source as 'presentation' | 'document',
    target: row.target as 'course' | 'lesson',
    fileName: media.name,
    data: await readUploadedFile(storage, media),
    model,
  });
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
}

/** Used by tests and the benchmark to read a conversion as the job left it. */
export const readConversion = (context: AppContext, conversionId: string) => findConversionById(context.db, conversionId);
