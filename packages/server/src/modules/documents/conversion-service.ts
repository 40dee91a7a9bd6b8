import type { DocumentConversion, DocumentConversionBody } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { takeAiCall } from '../ai-generation/ai-access.ts';
import { courseOfAccount } from '../courses/course-lookup.ts';
import { findReadyMedia } from '../media/repo.ts';
import { conversionSourceOf } from './conversion-source.ts';
import { extractDocument, extractPresentation } from './extract-file.ts';
import { presentConversion } from './presenter.ts';
import { findConversion, insertConversion } from './repo.ts';
import { fileNotFound, readUploadedFile } from './stored-file.ts';
import { queueConversion } from './conversion-queue.ts';

// Issue 17: a course or a lesson from an uploaded document or presentation. Asking checks the file at
// once (a file that cannot be read is refused with a 422 before anything is queued) and queues the
// conversion; the job reads it again, keeps its pictures, makes the slides and writes them through the
// same services an author's edits go through. Its row says how far it got, for any server to answer.

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
      // A document the model will convert is an AI call of the account, counted before it is queued.
      if (source === 'document' && (await context.ai.languageModel(user.accountId))) await takeAiCall(context, user.accountId);
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
      await queueConversion(jobs, row.id);
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
