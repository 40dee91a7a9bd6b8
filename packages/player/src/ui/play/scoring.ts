// What the game and quiz renderers read from the common model parts (templates §3.1): a game's timer
// and star thresholds, a quiz's answer block and timer, and the stars a score earns.
import {
  GAME_TIMER_DEFAULT_MS,
  POINTS_PER_QUESTION,
  QUIZ_CORRECT_REINFORCEMENT,
  QUIZ_INCORRECT_REINFORCEMENT,
  STARS_ALL_STARS_POINTS,
  STARS_ONE_STAR_POINTS,
  TIMER_NO_LIMIT,
  DEFAULT_SLIDE_STARS,
  starsEarned as starsForPoints,
} from '@slidewise/core';
import { flag, numberOr, record, text } from '../read-data.ts';
import type { PreviewState } from '../../templates/renderer.ts';

/** The stars a slide gives when `challenge_configuration.nb_stars` is not set (its model default). */
const DEFAULT_STAR_COUNT = DEFAULT_SLIDE_STARS;

/** How much of the time is left in the 'interacted' picture: the learner is part-way through. */
export const INTERACTED_TIME_LEFT = 0.6;

export interface GameSettings {
  timerLimitMs: number;
  timerDisabled: boolean;
  pointsForOneStar: number;
  pointsForAllStars: number;
  totalStars: number;
}

export function readGameSettings(data: Record<string, unknown>, timerDefault = GAME_TIMER_DEFAULT_MS): GameSettings {
  const timer = record(data.timer);
  const stars = record(data.stars);
  return {
    timerLimitMs: numberOr(timer.limit, timerDefault),
    timerDisabled: flag(timer.disabled, false),
    pointsForOneStar: numberOr(stars.minimumPoints, STARS_ONE_STAR_POINTS),
    pointsForAllStars: numberOr(stars.maximumPoints, STARS_ALL_STARS_POINTS),
    totalStars: starCount(data),
  };
}

export function starCount(data: Record<string, unknown>): number {
  return Math.max(0, Math.floor(numberOr(record(data.challenge_configuration).nb_stars, DEFAULT_STAR_COUNT)));
}

/**
 * Stars for a score, by core's rule (learning/stars.ts), so what the learner sees is what the server
 * records.
 */
export function starsEarned(points: number, settings: Pick<GameSettings, 'pointsForOneStar' | 'pointsForAllStars' | 'totalStars'>): number {
  return starsForPoints(
    points,
    { minimumPoints: settings.pointsForOneStar, maximumPoints: settings.pointsForAllStars },
    settings.totalStars,
  );
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
