// Which attempt the lesson page plays when it opens: the one started on this device and not yet known
// to the server, the server's attempt in progress (with what this device still has to send laid over
// it), a new one, or none because the lesson is locked. Pure, so a reload's decisions are tested.
import type { LearnerLessonResponse, LessonLock } from '@slidewise/core';
import type { RecordedResult, ResumePoint } from '@slidewise/player';
import { unsentPosition, unsentResults, unsentStart, type OutboxItem } from './outbox.ts';

export type AttemptPlan =
  | { kind: 'locked'; lock: LessonLock }
  /** `start`: the attempt is new and its start must be queued. */
  | { kind: 'play'; attemptId: string; resume: ResumePoint | undefined; start: boolean };

export function planAttempt(lesson: LearnerLessonResponse, outbox: readonly OutboxItem[], newId: () => string): AttemptPlan {
  const lessonId = lesson.lesson.id;
  const local = unsentStart(outbox, lessonId);
  if (local) return { kind: 'play', attemptId: local, resume: resumeFrom(outbox, local, {}, 0), start: false };
  const attempt = lesson.attempt;
  if (attempt && attempt.finishedAt === null) {
    const known: Record<string, RecordedResult> = {};
    for (const [slideId, record] of Object.entries(attempt.results)) {
      known[slideId] = { correct: record.correct, answers: record.answers, points: record.points, answeredAt: record.answeredAt };
    }
    return { kind: 'play', attemptId: attempt.id, resume: resumeFrom(outbox, attempt.id, known, attempt.currentSlideIndex), start: false };
  }
  if (lesson.lock.locked) return { kind: 'locked', lock: lesson.lock };
  return { kind: 'play', attemptId: newId(), resume: undefined, start: true };
}

/** The server's results and place, with this device's unsent ones on top (they are newer). */
function resumeFrom(
  outbox: readonly OutboxItem[],
  attemptId: string,
  known: Record<string, RecordedResult>,
  serverIndex: number,
): ResumePoint {
  const results: Record<string, RecordedResult> = { ...known };
  for (const [slideId, body] of Object.entries(unsentResults(outbox, attemptId))) {
    results[slideId] = { correct: body.correct, answers: body.answers, points: body.points, answeredAt: body.answeredAt };
  }
  return { currentSlideIndex: unsentPosition(outbox, attemptId) ?? serverIndex, results };
}
