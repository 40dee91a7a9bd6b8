import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  attemptPassed,
  bestAttempt,
  certificateAvailable,
  clampPoints,
  courseProgress,
  defaultCourse,
  lessonCompleted,
  lessonScore,
  newStarsBySlide,
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
  INSERT_ATTEMPT,
  PLAYABLE_LESSON,
  PUBLISHED_DECK,
  RECORD_COMPLETION,
  WRITE_RESULT,
} from './learner-write-ceiling-sql.ts';

interface Deck {
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

type AttemptColumns = [id: string, lessonId: string, startedAt: Date | string, finishedAt: Date | string | null, currentSlideIndex: number, results: Record<string, SlideResultRecord>];

const notFound = (reply: FastifyReply, message: string) => reply.code(404).send({ message, code: 'not-found' });
const finishedConflict = (reply: FastifyReply) =>
  reply.code(409).send({ message: 'This attempt is finished; start a new one to play again.', code: 'attempt-finished' });
const iso = (value: Date | string) => new Date(value).toISOString();

function toAttempt([id, lessonId, startedAt, finishedAt, currentSlideIndex, results]: AttemptColumns): Attempt {
  return { id, lessonId, startedAt: iso(startedAt), finishedAt: finishedAt === null ? null : iso(finishedAt), currentSlideIndex, results };
}

/**
 * The learner write ceiling (issue 12): bare Fastify doing, through the raw driver, the attempt → results
 * → finish path of the learner API with our inserts and updates and the fewest reads that decide the same
 * answers, the rules being core's. Each request looks the session up as ours does. What it leaves out is
 * part of what the ratio prices: the ORM, zod, the policy table, logging, and the checks the bench's
 * lesson never trips — a course's dates and groups and a lesson's locks on start (a published lesson in a
 * published course starts), attempt restrictions on finish, and the kinds of course item other than slide
 * lessons in the course standing. Like ours, it keeps each Published deck's scoring in memory under the
 * deck's identifier, which every save of the slides changes.
 */
export function registerLearnerWriteCeiling(app: FastifyInstance, query: RawQuery): void {
  const decks = new Map<string, Deck>();

  async function deckOf(lessonId: string, identifier: string | null): Promise<Deck> {
    const key = `${lessonId}:${identifier}`;
    const held = identifier === null ? undefined : decks.get(key);
    if (held) return held;
    const [row] = await query(PUBLISHED_DECK, [lessonId]);
    const slides = (row?.[0] ?? []) as SlideLike[];
    const deck = { slides, scoringBySlide: new Map(slides.map((slide) => [slide.id, slideScoring(slide)])) };
    if (identifier !== null && row?.[1] === identifier) decks.set(key, deck);
    return deck;
  }

  app.post<{ Params: { lessonId: string }; Body: { attemptId?: string } | undefined }>('/api/learner/lessons/:lessonId/attempts', async (request, reply) => {
    const user = await sessionUserOf(query, request, reply);
    if (!user) return reply;
    const [userId, accountId] = user;
    const [lesson] = await query(PLAYABLE_LESSON, [accountId, userId, request.params.lessonId]);
    if (!lesson) return notFound(reply, 'Lesson not found');
    const [courseId, ...inProgress] = lesson as [string, ...AttemptColumns];
    if (inProgress[0] !== null) return reply.code(200).send(toAttempt(inProgress));
    const now = new Date().toISOString();
    const [inserted] = await query(INSERT_ATTEMPT, [request.body?.attemptId ?? randomUUID(), accountId, userId, courseId, request.params.lessonId, now, now, now]);
    if (!inserted) return reply.code(409).send({ message: 'This attempt id is already used.', code: 'attempt-id-taken' });
    return reply.code(201).send(toAttempt(inserted as AttemptColumns));
  });

  app.put<{ Params: { attemptId: string; slideId: string }; Body: ResultBody }>('/api/learner/attempts/:attemptId/results/:slideId', async (request, reply) => {
    const user = await sessionUserOf(query, request, reply);
    if (!user) return reply;
    const [userId] = user;
    const { attemptId, slideId } = request.params;
    const [row] = await query(ATTEMPT_FOR_RESULT, [attemptId, userId]);
    if (!row) return notFound(reply, 'Attempt not found');
    const attempt = row.slice(0, 6) as AttemptColumns;
    const scoring = (await deckOf(attempt[1], row[6] as string | null)).scoringBySlide.get(slideId);
    if (!scoring) return notFound(reply, 'This slide is not in the lesson.');
    const body = request.body;
    const points = clampPoints(scoring, body.points);
    const answers = body.answers ?? null;
    const existing = attempt[5][slideId];
    const resent = existing && existing.correct === body.correct && existing.points === points && isDeepStrictEqual(existing.answers, answers);
    if (resent) return toAttempt(attempt);
    if (attempt[3] !== null) return finishedConflict(reply);
    const record: SlideResultRecord = {
      correct: body.correct,
      answers,
      points,
      stars: resultStars(scoring, { correct: body.correct, points }),
      answeredAt: body.answeredAt ?? new Date().toISOString(),
    };
    const [written] = await query(WRITE_RESULT, [slideId, JSON.stringify(record), body.currentSlideIndex ?? null, new Date().toISOString(), attemptId, userId]);
    if (!written) return finishedConflict(reply);
    return toAttempt(written as AttemptColumns);
  });

  app.post<{ Params: { attemptId: string } }>('/api/learner/attempts/:attemptId/finish', async (request, reply) => {
    const user = await sessionUserOf(query, request, reply);
    if (!user) return reply;
    const [userId, accountId] = user;
    let finished: unknown[] | undefined;
    // Scored from the results read; a result written meanwhile makes the write miss, and the attempt is read again.
    while (!finished) {
      const [row] = await query(ATTEMPT_TO_FINISH, [request.params.attemptId, userId]);
      if (!row) return notFound(reply, 'Attempt not found');
      if (row[3] !== null) {
        finished = row;
        break;
      }
      const results = row[5] as Record<string, SlideResultRecord>;
      const deck = await deckOf(row[1] as string, row[11] as string | null);
      const scored = lessonScore(deck.slides, results);
      const added = newStarsBySlide(row[13] as Record<string, number>, scored.starsBySlide);
      const minimumScore = typeof row[12] === 'number' ? row[12] : defaultCourse().config.minimumScore;
      const now = new Date().toISOString();
      const newStars = Object.values(added).reduce((sum, count) => sum + count, 0);
      [finished] = await query(FINISH_ATTEMPT, [
        row[0],
        userId,
        JSON.stringify(results),
        now,
        scored.score,
        scored.stars,
        newStars,
        attemptPassed(scored.score, minimumScore),
        accountId,
        JSON.stringify(scored.starsBySlide),
      ]);
    }
    const attempt = finished.slice(0, 6) as AttemptColumns;
    const [courseId, score, stars, newStars, passed] = finished.slice(6, 11) as [string, number, number, number, boolean];
    const standing = await courseStandingOf(accountId, userId, courseId, attempt[1]);
    return {
      attempt: toAttempt(attempt),
      score,
      stars,
      newStars,
      passed,
      best: { score: standing.bestScore ?? score, stars: standing.lessonStars ?? stars },
      course: standing.course,
    };
  });

  /** The course standing after the finish (score, completion, certificate), recorded once completed. */
  async function courseStandingOf(accountId: string, userId: string, courseId: string, lessonId: string) {
    const [row] = await query(COURSE_STANDING, [accountId, userId, courseId]);
    const [data, accountCertificates, recordedAt, recordedPassed, lessons, attempts, starsByLesson] = row as [
      Partial<Course>,
      unknown,
      Date | string | null,
      boolean | null,
      { id: string; kind: string; scored: boolean }[],
      { lessonId: string; score: number | null; stars: number; passed: boolean | null; finishedAt: string | null }[],
      Record<string, number>,
    ];
    const course = defaultCourse(data);
    const perLesson = lessons.map((lesson) => {
      const own = attempts.filter((attempt) => attempt.lessonId === lesson.id);
      const finished = own.flatMap((attempt) =>
        attempt.finishedAt !== null && attempt.score !== null ? [{ score: attempt.score, stars: attempt.stars, passed: attempt.passed ?? false, finishedAt: iso(attempt.finishedAt) }] : [],
      );
      const completed = lesson.kind === 'Lesson' && lessonCompleted({ finished, started: own.length > 0, openToComplete: course.completionCriteria.openToComplete });
      return { id: lesson.id, bestScore: bestAttempt(finished)?.score ?? null, completed, scored: lesson.kind === 'Lesson' && lesson.scored };
    });
    const progress = courseProgress(perLesson, { minimumScore: course.config.minimumScore, completionPercentage: course.completionCriteria.percentage });
    if (progress.completed) {
      const now = new Date().toISOString();
      await query(RECORD_COMPLETION, [accountId, userId, courseId, now, progress.passed, progress.score, now, progress.score, now]);
    }
    const completed = progress.completed || recordedAt !== null;
    const passed = progress.passed || (recordedAt !== null && recordedPassed === true);
    return {
      bestScore: perLesson.find((lesson) => lesson.id === lessonId)?.bestScore ?? null,
      lessonStars: starsByLesson[lessonId],
      course: {
        score: progress.score,
        passed,
        completed,
        certificateAvailable: certificateAvailable({ passed, courseCertificateEnabled: course.completionCriteria.certificate.enabled, accountCertificatesEnabled: accountCertificates !== false }),
      },
    };
  }
}
