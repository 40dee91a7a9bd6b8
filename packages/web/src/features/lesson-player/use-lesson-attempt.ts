import {
  LESSON_COMPLETED_EVENT,
  LESSON_STARTED_EVENT,
  type AttemptFinishResponse,
  type LearnerLessonResponse,
  type LessonLock,
} from '@slidewise/core';
import type { LessonEndStatus, PlayEffect, ResumePoint } from '@slidewise/player';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from '../../api/index.ts';
import { track } from '../../api/tracker.ts';
import { planAttempt } from './data/attempt-plan.ts';
import { endResultOf } from './data/end-result.ts';
import { finishAttempt, sendPosition, sendSlideResult, startAttempt } from './data/learner-lesson-api.ts';
import { noteInLessonCopy } from './data/lesson-copy.ts';
import { lessonPlayerKeys } from './data/lesson-queries.ts';
import { LessonSync, type SyncTransport, type SyncWaiting } from './data/lesson-sync.ts';
import { readOutbox } from './data/outbox.ts';

const transport: SyncTransport = { start: startAttempt, result: sendSlideResult, position: sendPosition, finish: finishAttempt };

export type AttemptView =
  | { kind: 'locked'; lock: LessonLock }
  | {
      kind: 'play';
      playKey: number;
      resume: ResumePoint | undefined;
      end: LessonEndStatus | undefined;
      waiting: SyncWaiting;
      /** What to take next, from the server's answer to finishing. */
      nextLesson?: AttemptFinishResponse['nextLesson'];
    };

/**
 * The learner's attempt at the lesson and its sync with the server: which attempt plays (planAttempt),
 * each of the player's effects queued in the outbox, the finish's answer turned into the end screen,
 * a lock met when starting, and a new attempt to play again.
 */
export function useLessonAttempt(lesson: LearnerLessonResponse, newId: () => string = () => crypto.randomUUID()) {
  const lessonId = lesson.lesson.id;
  const courseId = lesson.lesson.courseId;
  // Issue 15's Lesson Started and Lesson Completed, sent by the app's tracker (queued offline like results).
  const trackedLesson = useMemo(() => ({ lesson_id: lessonId, course_id: courseId }), [lessonId, courseId]);
  const queryClient = useQueryClient();
  const [plan] = useState(() => planAttempt(lesson, readOutbox(lessonId), newId));
  const attemptId = useRef(plan.kind === 'play' ? plan.attemptId : '');
  const [view, setView] = useState<AttemptView>(() =>
    plan.kind === 'locked'
      ? { kind: 'locked', lock: plan.lock }
      : { kind: 'play', playKey: 0, resume: plan.resume, end: undefined, waiting: 'none' },
  );
  const sync = useRef<LessonSync | undefined>(undefined);
  const slidesRef = useRef(lesson.lesson.slides);
  slidesRef.current = lesson.lesson.slides;

  useEffect(() => {
    const onFinished = (response: AttemptFinishResponse) => {
      if (response.attempt.id !== attemptId.current) return; // an older attempt's finish, sent late
      setView((current) =>
        current.kind === 'play'
          ? {
              ...current,
              end: { status: 'done', result: endResultOf(response, slidesRef.current) },
              nextLesson: response.nextLesson,
            }
          : current,
      );
      // The course page, home and profile show scores and stars: they are out of date now.
      void queryClient.invalidateQueries({ queryKey: lessonPlayerKeys.all });
    };
    const onLocked = (error: ApiError) => {
      const details = error.details as Partial<LessonLock> | undefined;
      // The app words the lock by its reason in the reader's language; the server's sentence is English.
      setView({ kind: 'locked', lock: { locked: true, reason: details?.reason ?? null, lockedUntil: details?.lockedUntil ?? null } });
    };
    const onWaitingChange = (waiting: SyncWaiting) => {
      setView((current) => (current.kind === 'play' && current.waiting !== waiting ? { ...current, waiting } : current));
    };
    const onAttemptRenamed = (from: string, to: string) => {
      if (attemptId.current === from) attemptId.current = to;
    };
    const instance = new LessonSync(lessonId, transport, { onFinished, onLocked, onWaitingChange, onAttemptRenamed });
    sync.current = instance;
    if (plan.kind === 'play' && plan.start) {
      track(LESSON_STARTED_EVENT, trackedLesson);
      void instance.add({ kind: 'start', lessonId, attemptId: plan.attemptId });
    } else void instance.flush();
    // Back online: send at once rather than at the next retry.
    const stopFollowing = onlineManager.subscribe((online) => {
      if (online) void instance.flush();
    });
    return () => {
      stopFollowing();
      instance.dispose();
    };
  }, [lessonId, plan, queryClient, trackedLesson]);

  const onEffect = useCallback(
    (effect: PlayEffect) => {
      const id = attemptId.current;
      const queue = sync.current;
      if (!queue || !id) return;
      // The kept copy follows the play, so a reload offline resumes here too.
      noteInLessonCopy(lessonId, id, effect);
      switch (effect.type) {
        case 'result':
          void queue.add({
            kind: 'result',
            attemptId: id,
            slideId: effect.slideId,
            body: { ...effect.result, currentSlideIndex: effect.currentSlideIndex },
          });
          return;
        case 'position':
          void queue.add({ kind: 'position', attemptId: id, currentSlideIndex: effect.currentSlideIndex });
          return;
        case 'ended':
          setView((current) => (current.kind === 'play' && !current.end ? { ...current, end: { status: 'saving' } } : current));
          track(LESSON_COMPLETED_EVENT, trackedLesson);
          void queue.add({ kind: 'finish', attemptId: id });
      }
    },
    [lessonId, trackedLesson],
  );

  const playAgain = useCallback(() => {
    const id = newId();
    attemptId.current = id;
    setView((current) => ({
      kind: 'play',
      playKey: current.kind === 'play' ? current.playKey + 1 : 0,
      resume: undefined,
      end: undefined,
      waiting: 'none',
    }));
    track(LESSON_STARTED_EVENT, trackedLesson);
    void sync.current?.add({ kind: 'start', lessonId, attemptId: id });
  }, [lessonId, newId, trackedLesson]);

  // The package slides keep their data under the attempt being played (data/attempt-package-store.ts).
  const currentAttemptId = useCallback(() => attemptId.current, []);
  return { view, onEffect, playAgain, currentAttemptId };
}

/** What the end screen shows while the finish waits: saving, or why it is still waiting. */
export function endStatusOf(end: LessonEndStatus | undefined, waiting: SyncWaiting): LessonEndStatus | undefined {
  if (!end || end.status === 'done') return end;
  return waiting === 'none' ? { status: 'saving' } : { status: waiting };
}
