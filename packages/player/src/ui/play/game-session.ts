import { useEffect, useRef, useState } from 'react';
import type { PreviewState, RendererMode, SlideResult } from '../../templates/renderer.ts';
import { useGameClock } from './game-clock.ts';
import { readGameSettings, type GameSettings } from './scoring.ts';

/** How one item of a game (a statement, a word, a pair, a cell) went. */
export interface ItemOutcome {
  correct: boolean;
  points: number;
}

export interface GameSession {
  /** A learner is playing: the clock runs and the result is reported. */
  playing: boolean;
  /** The picture the renderer starts from: a fresh game ('prompt') when playing, else the preview's state. */
  view: PreviewState;
  settings: GameSettings;
  /** Whether the clock limits this game (a limit above 0 and not disabled). */
  timed: boolean;
  /**
   * The learner pressed Start (or nothing holds the game): until then a learner's timed game shows only
   * its start gate, so none of its content can be read before the clock runs.
   */
  started: boolean;
  /** Opens the gate and starts the clock. */
  start: () => void;
  /** The game's own words on its start gate (true-or-false's readyText); empty for the default words. */
  readyText: string;
  remainingMs: number;
  /** Over: every item answered or the time ran out (in the preview: the 'answered' picture). */
  finished: boolean;
  timedOut: boolean;
  itemCount: number;
  points: number;
  correctCount: number;
}

interface GameSessionOptions {
  mode: RendererMode;
  state: PreviewState;
  data: Record<string, unknown>;
  /** The template's own timer default (find-a-word's 30000) when the data has none. */
  timerDefault?: number;
  itemCount: number;
  /** The items finished so far, in any order. */
  outcomes: readonly ItemOutcome[];
  /** The learner's answers in the template's shape, reported as they stand when the game ends. */
  answers: unknown;
  onResult?: (result: SlideResult) => void;
  /** The game's own words for its start gate; a game with them is gated even when untimed. */
  readyText?: string;
}

/**
 * One play of a game: the countdown (play mode only; the editor's preview never counts down), the end
 * (every item answered, or the time ran out) and the single report of the result through `onResult`.
 */
export function useGameSession({
  mode,
  state,
  data,
  timerDefault,
  itemCount,
  outcomes,
  answers,
  onResult,
  readyText = '',
}: GameSessionOptions): GameSession {
  const playing = mode === 'play';
  const settings = readGameSettings(data, timerDefault);
  const timed = !settings.timerDisabled && settings.timerLimitMs > 0;
  const hasReadyText = readyText.trim() !== '';
  // A learner's timed game waits behind the gate; the editor's preview shows the gate only in the
  // 'prompt' picture of a game with its own ready words (what the learner meets first).
  const [pressedStart, setPressedStart] = useState(false);
  const started = pressedStart || (playing ? !(timed || hasReadyText) : state !== 'prompt' || !hasReadyText);
  const [timedOut, setTimedOut] = useState(false);
  const allAnswered = itemCount > 0 && outcomes.length >= itemCount;
  const finished = playing ? allAnswered || timedOut : state === 'answered';
  const remainingMs = useGameClock({
    limitMs: timed ? settings.timerLimitMs : 0,
    running: playing && started && !finished,
    onExpire: () => setTimedOut(true),
  });
  const points = outcomes.reduce((sum, outcome) => sum + outcome.points, 0);
  const correctCount = outcomes.filter((outcome) => outcome.correct).length;

  // Exactly once per play (a replay mounts the renderer afresh): the contract of SlideResult.
  const reported = useRef(false);
  useEffect(() => {
    if (!playing || !finished || reported.current) return;
    reported.current = true;
    onResult?.({ correct: itemCount > 0 && correctCount === itemCount, answers, points });
  }, [playing, finished, itemCount, correctCount, answers, points, onResult]);

  return {
    playing,
    view: playing ? 'prompt' : state,
    settings,
    timed,
    started,
    start: () => setPressedStart(true),
    readyText,
    remainingMs,
    finished,
    timedOut: playing && timedOut && !allAnswered,
    itemCount,
    points,
    correctCount,
  };
}
