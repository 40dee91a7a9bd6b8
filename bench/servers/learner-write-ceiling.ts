import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  attemptPassed,
  attemptVerdict,
  bestAttempt,
  certificateAvailable,
  keptPoints,
  courseProgress,
  defaultCourse,
  lessonCompleted,
  lessonScore,
  newStarsBySlide,
  nextLessonToTake,
  resultStars,
  slideScoring,
  type Attempt,
  type Course,
  type SlideLike,
  type SlideResultRecord,
  type SlideScoring,
} from '@slidewise/core';
import type { RawQuery } from './raw-query.ts';
import { sessionUserOf } from './ceiling-session.ts';
import {
  ATTEMPT_FOR_RESULT,
  ATTEMPT_TO_FINISH,
  COURSE_STANDING,
  FINISH_ATTEMPT,
  REFRESH_LEARNER_POINTS,
  INSERT_ATTEMPT,
  PLAYABLE_LESSON,
  PUBLISHED_DECK,
  RECORD_COMPLETION,
  WRITE_RESULT,
} from './learner-write-ceiling-sql.ts';

interface Deck {
  identifier: string;
  slides: SlideLike[];
  scoringBySlide: Map<string, SlideScoring>;
}

interface ResultBody {
  correct: boolean | null;
  answers?: unknown;
  points: number;
  answeredAt?: string;
  currentSlideIndex?: number;
}

/** A learner_attempts row as the statements answer it: every column, in the table's order. */
type AttemptColumns = unknown[];
const ATTEMPT_COLUMNS = 16;

const notFound = (reply: FastifyReply, message: string) => reply.code(404).send({ message, code: 'not-found' });
const finishedConflict = (reply: FastifyReply) =>
  reply.code(409).send({ message: 'This attempt is finished; start a new one to play again.', code: 'attempt-finished' });
const iso = (value: unknown) => new Date(value as Date | string).toISOString();

function toAttempt(row: AttemptColumns): Attempt {
  const [id, , , , lessonId, startedAt, finishedAt, currentSlideIndex, results] = row;
  return writtenAttempt([id, lessonId, startedAt, finishedAt, currentSlideIndex, results]);
}

/** The attempt from the columns a result's write returns (WRITE_RESULT), as ours answers it. */
function writtenAttempt(row: unknown[]): Attempt {
  const [id, lessonId, startedAt, finishedAt, currentSlideIndex, results] = row;
  return {
    id: id as string,
    lessonId: lessonId as string,
    startedAt: iso(startedAt),
    finishedAt: finishedAt === null ? null : iso(finishedAt),
    currentSlideIndex: currentSlideIndex as number,
    results: results as Record<string, SlideResultRecord>,
  };
}

/**
 * The learner write ceiling (issue 12): bare Fastify doing, through the raw driver, the attempt → results
 * → finish path of the learner API with our inserts and updates and the fewest reads that decide the same
 * answers, the rules being core's. Each request looks the session up as ours does, and a result is the
 * same single statement as ours. What it leaves out is part of what the ratio prices: the ORM, zod, the
 * policy table, logging, and the checks the bench's lesson never trips — a course's dates and groups and
 * a lesson's locks on start (a published lesson in a published course starts), a client-made attempt id,
 * attempt restrictions on finish, and the kinds of course item other than slide lessons in the course
 * standing. Like ours, it keeps each Published deck's scoring under the deck's identifier, and the lesson
 * of each attempt it started.
 */
export function registerLearnerWriteCeiling(app: FastifyInstance, query: RawQuery): void {
  const decks = new Map<string, Deck>();
  const lessonOfAttempt = new Map<string, string>();

  async function deckOf(lessonId: string, identifier: string | null): Promise<Deck | undefined> {
    const held = decks.get(lessonId);
    if (held && held.identifier === identifier) return held;
    const [row] = await query(PUBLISHED_DECK, [lessonId]);
    if (!row) return undefined;
    const slides = row[0] as SlideLike[];
    const deck = { identifier: row[1] as string, slides, scoringBySlide: new Map(slides.map((slide) => [slide.id, slideScoring(slide)])) };
    decks.set(lessonId, deck);
    return deck;
  }

  app.post<{ Params: { lessonId: string } }>('/api/learner/lessons/:lessonId/attempts', async (request, reply) => {
    const user = await sessionUserOf(query, request, reply);
    if (!user) return reply;
    const [userId, accountId] = user;
    const { lessonId } = request.params;
    const [lesson] = await query(PLAYABLE_LESSON, [accountId, userId, lessonId]);
    if (!lesson) return notFound(reply, 'Lesson not found');
    const inProgress = lesson.slice(2);
    if (inProgress[0] !== null) return reply.code(200).send(toAttempt(inProgress));
    await deckOf(lessonId, lesson[1] as string | null);
    const now = new Date().toISOString();
    const [inserted] = await query(INSERT_ATTEMPT, [randomUUID(), accountId, userId, lesson[0], lessonId, now, now, now]);
    if (!inserted) return reply.code(409).send({ message: 'This attempt id is already used.', code: 'attempt-id-taken' });
    lessonOfAttempt.set(inserted[0] as string, lessonId);
    return reply.code(201).send(toAttempt(inserted));
  });

  function resultOf(scoring: SlideScoring, body: ResultBody): SlideResultRecord {
    const claimed = { correct: body.correct, points: body.points };
    const points = keptPoints(scoring, claimed);
    const stars = resultStars(scoring, claimed);
    return { correct: body.correct, answers: body.answers ?? null, points, stars, answeredAt: body.answeredAt ?? new Date().toISOString() };
  }

  async function writeResult(
    userId: string,
    attemptId: string,
    lessonId: string,
    deck: Deck,
    slideId: string,
    record: SlideResultRecord,
    body: ResultBody,
  ) {
    const [written] = await query(WRITE_RESULT, [
      body.currentSlideIndex ?? null,
      slideId,
      JSON.stringify(record),
      new Date().toISOString(),
      attemptId,
      userId,
      lessonId,
      lessonId,
      deck.identifier,
      slideId,
      JSON.stringify(record.correct),
      slideId,
      JSON.stringify(record.points),
      slideId,
      JSON.stringify(record.answers),
    ]);
    return written;
  }

  app.put<{ Params: { attemptId: string; slideId: string }; Body: ResultBody }>(
    '/api/learner/attempts/:attemptId/results/:slideId',
    async (request, reply) => {
      const user = await sessionUserOf(query, request, reply);
      if (!user) return reply;
      const [userId] = user;
      const { attemptId, slideId } = request.params;
      const body = request.body;
      const knownLesson = lessonOfAttempt.get(attemptId);
      const knownDeck = knownLesson === undefined ? undefined : decks.get(knownLesson);
      const knownScoring = knownDeck?.scoringBySlide.get(slideId);
      if (knownLesson !== undefined && knownDeck && knownScoring) {
        const written = await writeResult(userId, attemptId, knownLesson, knownDeck, slideId, resultOf(knownScoring, body), body);
        if (written) return writtenAttempt(written);
      }
      // Not known, or the write missed: read the attempt and tell why.
      const [row] = await query(ATTEMPT_FOR_RESULT, [attemptId, userId]);
      if (!row) return notFound(reply, 'Attempt not found');
      const lessonId = row[4] as string;
      lessonOfAttempt.set(attemptId, lessonId);
      const deck = await deckOf(lessonId, row[ATTEMPT_COLUMNS] as string | null);
      const scoring = deck?.scoringBySlide.get(slideId);
      if (!deck || !scoring) return notFound(reply, 'This slide is not in the lesson.');
      const record = resultOf(scoring, body);
      const existing = (row[8] as Record<string, SlideResultRecord>)[slideId];
      const resent =
        existing &&
        existing.correct === record.correct &&
        existing.points === record.points &&
        isDeepStrictEqual(existing.answers, record.answers);
      if (resent) return toAttempt(row);
      if (row[6] !== null) return finishedConflict(reply);
      const written = await writeResult(userId, attemptId, lessonId, deck, slideId, record, body);
      return written ? writtenAttempt(written) : finishedConflict(reply);
    },
  );

  app.post<{ Params: { attemptId: string } }>('/api/learner/attempts/:attemptId/finish', async (request, reply) => {
    const user = await sessionUserOf(query, request, reply);
    if (!user) return reply;
    const [userId, accountId] = user;
    let finished: unknown[] | undefined;
    // Scored from the results read; a result written meanwhile makes the write miss, and the attempt is read again.
    while (!finished) {
      const [row] = await query(ATTEMPT_TO_FINISH, [request.params.attemptId, userId]);
      if (!row) return notFound(reply, 'Attempt not found');
      if (row[6] !== null) {
        finished = row;
        break;
      }
      const results = row[8] as Record<string, SlideResultRecord>;
      const deck = await deckOf(row[4] as string, row[ATTEMPT_COLUMNS] as string | null);
      const scored = lessonScore(deck?.slides ?? [], results);
      const [digest, minimumScore, held] = row.slice(ATTEMPT_COLUMNS + 1) as [string, unknown, Record<string, number>];
      const added = newStarsBySlide(held, scored.starsBySlide);
      const passed = attemptPassed(scored.score, typeof minimumScore === 'number' ? minimumScore : defaultCourse().config.minimumScore);
      const now = new Date().toISOString();
      const newStars = Object.values(added).reduce((sum, count) => sum + count, 0);
      const earned = JSON.stringify(scored.starsBySlide);
      [finished] = await query(FINISH_ATTEMPT, [
        now,
        scored.score,
        scored.stars,
        newStars,
        passed,
        now,
        row[0],
        userId,
        digest,
        accountId,
        now,
        earned,
      ]);
      if (finished)
        await query(REFRESH_LEARNER_POINTS, [
          userId,
          finished[3],
          userId,
          finished[3],
          accountId,
          userId,
          finished[3],
          userId,
          accountId,
          userId,
          finished[3],
        ]);
    }
    const [courseId, lessonId] = [finished[3], finished[4]] as [string, string];
    const [score, stars, newStars, passed] = finished.slice(9, 13) as [number, number, number, boolean];
    const standing = await courseStandingOf(accountId, userId, courseId, lessonId);
    return {
      attempt: toAttempt(finished),
      score,
      stars,
      newStars,
      passed,
      verdict: attemptVerdict(passed, standing.minimumScore),
      best: { score: standing.bestScore ?? score, stars: standing.lessonStars ?? stars },
      course: standing.course,
      nextLesson: standing.nextLesson,
      leaderboardEnabled: standing.leaderboardEnabled,
    };
  });

  /** The course standing after the finish (score, completion, certificate), recorded once completed. */
  async function courseStandingOf(accountId: string, userId: string, courseId: string, lessonId: string) {
    const [row] = await query(COURSE_STANDING, [accountId, userId, courseId]);
    const [data, accountCertificates, recordedAt, recordedPassed, lessons, attempts, starsByLesson] = row as [
      Partial<Course>,
      unknown,
      unknown,
      boolean | null,
      { id: string; kind: string; title: string; scored: boolean }[],
      { lessonId: string; score: number | null; stars: number; passed: boolean | null; finishedAt: string | null }[],
      Record<string, number>,
    ];
    const course = defaultCourse(data);
    const perLesson = lessons.map((lesson) => {
      const own = attempts.filter((attempt) => attempt.lessonId === lesson.id);
      const finished = own.flatMap(({ score, stars, passed, finishedAt }) =>
        finishedAt !== null && score !== null ? [{ score, stars, passed: passed ?? false, finishedAt: iso(finishedAt) }] : [],
      );
      const { openToComplete } = course.completionCriteria;
      const completed = lesson.kind === 'Lesson' && lessonCompleted({ finished, started: own.length > 0, openToComplete });
      return {
        id: lesson.id,
        kind: lesson.kind,
        title: lesson.title,
        bestScore: bestAttempt(finished)?.score ?? null,
        completed,
        // The ceiling's course has no prerequisites or sequence: no lesson of it is ever locked.
        locked: false,
        scored: lesson.kind === 'Lesson' && lesson.scored,
      };
    });
    const progress = courseProgress(perLesson, {
      minimumScore: course.config.minimumScore,
      completionPercentage: course.completionCriteria.percentage,
    });
    if (progress.completed) {
      const now = new Date().toISOString();
      await query(RECORD_COMPLETION, [accountId, userId, courseId, now, progress.passed, progress.score, now, progress.score, now]);
    }
    const completed = progress.completed || recordedAt !== null;
    const passed = progress.passed || (recordedAt !== null && recordedPassed === true);
    const next = nextLessonToTake(perLesson, lessonId);
    return {
      minimumScore: course.config.minimumScore,
      leaderboardEnabled: course.leaderboard.isEnabled,
      nextLesson: next ? { id: next.id, kind: next.kind, title: next.title } : null,
      bestScore: perLesson.find((lesson) => lesson.id === lessonId)?.bestScore ?? null,
      lessonStars: starsByLesson[lessonId],
      course: {
        score: progress.score,
        passed,
        completed,
        certificateAvailable: certificateAvailable({
          passed,
          courseCertificateEnabled: course.completionCriteria.certificate.enabled,
          accountCertificatesEnabled: accountCertificates !== false,
        }),
      },
    };
  }
}
