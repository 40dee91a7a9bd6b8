// What the game and quiz renderers read from the common model parts (templates §3.1): a game's timer,
// a quiz's answer block and timer. A game's points and stars are core's (game-outcome.ts).
import {
  GAME_TIMER_DEFAULT_MS,
  POINTS_PER_QUESTION,
  QUIZ_CORRECT_REINFORCEMENT,
  QUIZ_INCORRECT_REINFORCEMENT,
  TIMER_NO_LIMIT,
} from '@slidewise/core';
import { flag, numberOr, record, text } from '../read-data.ts';
import type { PreviewState } from '../../templates/renderer.ts';

/** How much of the time is left in the 'interacted' picture: the learner is part-way through. */
export const INTERACTED_TIME_LEFT = 0.6;

export interface GameSettings {
  timerLimitMs: number;
  timerDisabled: boolean;
}

export function readGameSettings(data: Record<string, unknown>, timerDefault = GAME_TIMER_DEFAULT_MS): GameSettings {
  const timer = record(data.timer);
  return { timerLimitMs: numberOr(timer.limit, timerDefault), timerDisabled: flag(timer.disabled, false) };
}

/** Points each item of a game is worth (templates §3.1: 1000 a question unless the template says). */
export const GAME_POINTS_PER_ITEM = POINTS_PER_QUESTION;

/**
 * How many items the learner has finished in each preview state: none yet, the first one (games whose
 * 'interacted' picture is part-way through an item pass 0), then all (the 'answered' picture shows a
 * learner who got everything right).
 */
export function previewItemsDone(state: PreviewState, itemCount: number, interactedDone = 1): number {
  if (state === 'prompt') return 0;
  if (state === 'interacted') return Math.min(itemCount, interactedDone);
  return itemCount;
}

/** The points of the first `done` items. */
export function pointsOf(itemPoints: readonly number[], done: number): number {
  return itemPoints.slice(0, done).reduce((sum, points) => sum + points, 0);
}

export interface QuizAnswerBlock {
  /** Why the answer is right. */
  explanation: string;
  correctMessage: string;
  incorrectMessage: string;
  takeaway: string;
  /** The number templates' right value. */
  value: number | undefined;
}

export function readQuizAnswer(data: Record<string, unknown>): QuizAnswerBlock {
  const answer = record(data.answer);
  return {
    explanation: text(answer.text),
    // An emptied reinforcement falls back to the spec's default rather than leaving the verdict blank.
    correctMessage: text(answer.correct).trim() || QUIZ_CORRECT_REINFORCEMENT,
    incorrectMessage: text(answer.incorrect).trim() || QUIZ_INCORRECT_REINFORCEMENT,
    takeaway: text(answer.takeaway),
    value: typeof answer.value === 'number' && Number.isFinite(answer.value) ? answer.value : undefined,
  };
}

/** A quiz's time limit in ms; -1 (the default) means none. */
export function quizTimerLimit(data: Record<string, unknown>): number {
  return numberOr(record(data.timer).limit, TIMER_NO_LIMIT);
}

/** The slide's own out-of-time message; empty when the author left none (the player's words stand in). */
export function readQuizOutOfTimePrompt(data: Record<string, unknown>): string {
  return text(record(data.timer).outOfTimePrompt).trim();
}
