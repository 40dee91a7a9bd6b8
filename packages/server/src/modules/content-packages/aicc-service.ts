import { createHash, randomBytes } from 'node:crypto';
import type { AiccSessionResponse, HacpBody } from '@slidewise/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { aiccSessions, users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { aiccRawScore, aiccStatus, getParamData, hacpAnswer, hacpErrors, readAiccData } from './hacp-messages.ts';
import type { PackageRuntimeService } from './runtime-service.ts';

// An AICC unit reports over HTTP from the package origin, where the learner's cookie is neither sent on
// purpose nor read: each launch gets its own random session id (kept only as a hash, expiring), which
// names the learner, the attempt and the slide. ExitAU ends it.

/** Long enough for a sitting, short enough that a leaked id soon means nothing. */
export const AICC_SESSION_HOURS = 12;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createAiccService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>, runtime: PackageRuntimeService) {
  async function start(user: SignedInUser, attemptId: string, slideId: string): Promise<AiccSessionResponse> {
    const attempt = await runtime.packageAttempt(user, attemptId, slideId);
    if (attempt.finishedAt) throw notFound('This attempt is finished.');
    const token = randomBytes(32).toString('base64url');
    await db.insert(aiccSessions).values({
      tokenHash: hashOf(token),
      accountId: user.accountId,
      userId: user.id,
      attemptId,
      slideId,
      expiresAt: new Date(clock().getTime() + AICC_SESSION_HOURS * 3_600_000),
    });
    return { sessionId: token, aiccUrl: new URL('/api/aicc/hacp', config.publicUrl).href };
  }

  /** The live session a HACP call names, with its learner as the attempt service knows them. */
  async function sessionOf(token: string) {
    const [row] = await db
      .select({ session: aiccSessions, user: users })
      .from(aiccSessions)
      .innerJoin(users, and(eq(users.id, aiccSessions.userId), eq(users.accountId, aiccSessions.accountId)))
      .where(and(eq(aiccSessions.tokenHash, hashOf(token)), gt(aiccSessions.expiresAt, clock()), isNull(aiccSessions.exitedAt)));
    if (!row) return undefined;
    const { user } = row;
    const learner: SignedInUser = {
      id: user.id,
      accountId: user.accountId,
      roles: user.roles,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      avatarUrl: user.avatarUrl,
      // A HACP call records a learner's result; the plan's authoring lock never applies to it.
      authoringLocked: false,
    };
    return { session: row.session, learner };
  }

  /** One HACP call, answered as HACP answers: always text, the outcome in its error line. */
  async function hacp(body: HacpBody): Promise<string> {
    const found = body.session_id ? await sessionOf(body.session_id) : undefined;
    if (!found) return hacpAnswer(hacpErrors.invalidSession);
    const { session, learner } = found;
    const command = body.command.trim().toLowerCase();
    if (command === 'getparam') {
      const stored = await runtime.read(session.attemptId, session.slideId);
      return hacpAnswer(
        hacpErrors.ok,
        getParamData({
          studentId: learner.id,
          studentName: `${learner.lastName}, ${learner.firstName}`,
          location: stored.values['cmi.core.lesson_location'] ?? '',
          status: aiccStatus(stored.values['cmi.core.lesson_status']),
          score: stored.values['cmi.core.score.raw'] ?? '',
          suspendData: stored.values['cmi.suspend_data'] ?? '',
          launchData: '',
          masteryScore: null,
        }),
      );
    }
    if (command === 'putparam') {
      const { core, coreLesson } = readAiccData(body.aicc_data ?? '');
      const stored = await runtime.read(session.attemptId, session.slideId);
      const values: Record<string, string> = { ...stored.values };
      if (core.lesson_location !== undefined) values['cmi.core.lesson_location'] = core.lesson_location.slice(0, 255);
      const status = aiccStatus(core.lesson_status);
      if (status) values['cmi.core.lesson_status'] = status;
      const score = aiccRawScore(core.score);
      if (score !== '') values['cmi.core.score.raw'] = score;
      if (core.time !== undefined) values['cmi.core.session_time'] = core.time.slice(0, 20);
      if (coreLesson !== '') values['cmi.suspend_data'] = coreLesson.slice(0, 64_000);
      try {
        await runtime.write(learner, session.attemptId, session.slideId, 'aicc', values);
      } catch (error) {
        // The attempt was finished (or its lesson changed) since the launch: this session has nothing left to write to.
        if (error instanceof HttpError && error.statusCode < 500) return hacpAnswer(hacpErrors.invalidSession);
        throw error;
      }
      return hacpAnswer(hacpErrors.ok);
    }
    if (command === 'exitau') {
      await db.update(aiccSessions).set({ exitedAt: clock() }).where(eq(aiccSessions.tokenHash, session.tokenHash));
      return hacpAnswer(hacpErrors.ok);
    }
    return hacpAnswer(hacpErrors.invalidCommand);
  }

  return { start, hacp };
}
