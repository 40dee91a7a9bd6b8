import {
  isPackageSlideType,
  packageOutcome,
  packageResult,
  type PackageRuntime,
  type PackageRuntimeBody,
  type PackageStandardName,
} from '@slidewise/core';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { packageRuntimeData } from '../../db/schema.ts';
import { notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { attemptForResult } from '../learner/attempt-repo.ts';
import type { createAttemptService } from '../learner/attempt-service.ts';
import { attemptFinished, attemptNotFound } from '../learner/learner-views.ts';
import { readPublishedDeck } from '../learner/published-decks.ts';

type AttemptService = ReturnType<typeof createAttemptService>;

const emptyRuntime: PackageRuntime = { standard: null, values: {}, status: null, score: null, modifiedAt: null };

/**
 * A learner's package data per attempt and slide (issue 13): what the package stored is kept on the server,
 * so the sitting resumes where it stopped on any device, and a final status records the slide's result
 * through the attempt's own rules (docs/scoring.md), whether or not the player is still there to send it.
 */
export function createPackageRuntime({ db, clock }: Pick<AppContext, 'db' | 'clock'>, attempts: AttemptService) {
  /** The learner's own attempt at a lesson whose Published deck has this package slide; 404 otherwise. */
  async function packageAttempt(user: SignedInUser, attemptId: string, slideId: string) {
    const found = isRowId(attemptId) ? await attemptForResult(db, user.id, attemptId) : undefined;
    if (!found) throw attemptNotFound();
    const slide = (await readPublishedDeck(db, found.attempt.lessonId)).slideById.get(slideId);
    if (!slide || !isPackageSlideType(slide.type)) throw notFound('This slide is not a package of the lesson.');
    return found.attempt;
  }

  async function read(attemptId: string, slideId: string): Promise<PackageRuntime> {
    const [row] = await db
      .select()
      .from(packageRuntimeData)
      .where(and(eq(packageRuntimeData.attemptId, attemptId), eq(packageRuntimeData.slideId, slideId)));
    if (!row) return emptyRuntime;
    return { standard: row.standard, values: row.values, status: row.status, score: row.score, modifiedAt: row.modifiedAt.toISOString() };
  }

  /** Stores the values as the package set them, and records the slide's result once its status is final. */
  async function write(
    user: SignedInUser,
    attemptId: string,
    slideId: string,
    standard: PackageStandardName,
    values: Record<string, string>,
  ) {
    const attempt = await packageAttempt(user, attemptId, slideId);
    if (attempt.finishedAt) throw attemptFinished();
    const outcome = packageOutcome(standard, values);
    const now = clock();
    await db
      .insert(packageRuntimeData)
      .values({ attemptId, slideId, accountId: user.accountId, userId: user.id, standard, values, ...outcome, modifiedAt: now })
      .onConflictDoUpdate({
        target: [packageRuntimeData.attemptId, packageRuntimeData.slideId],
        set: { standard, values: sql`excluded.values`, status: outcome.status, score: outcome.score, modifiedAt: now },
      });
    // The same result the player sends (core's packageResult): re-sent, it changes nothing.
    const result = packageResult(outcome);
    if (result) await attempts.putResult(user, attemptId, slideId, result);
    return read(attemptId, slideId);
  }

  return {
    packageAttempt,
    async get(user: SignedInUser, attemptId: string, slideId: string): Promise<PackageRuntime> {
      await packageAttempt(user, attemptId, slideId);
      return read(attemptId, slideId);
    },
    put: (user: SignedInUser, attemptId: string, slideId: string, body: PackageRuntimeBody) =>
      write(user, attemptId, slideId, body.standard, body.values),
    write,
    read,
  };
}
export type PackageRuntimeService = ReturnType<typeof createPackageRuntime>;
