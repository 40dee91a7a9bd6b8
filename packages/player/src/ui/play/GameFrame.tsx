import type { Slide, SlideTemplateInfo } from '@slidewise/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { usePlayerLanguage } from '../../i18n/player-language.tsx';
import type { PreviewState } from '../../templates/renderer.ts';
import { DoneButton } from '../DoneButton.tsx';
import { SlideFrame } from '../SlideFrame.tsx';
import { Stars } from '../Stars.tsx';
import { TimerBar } from '../TimerBar.tsx';
import { gameOutcome } from './game-outcome.ts';
import { GameResult } from './GameResult.tsx';
import type { GameSession } from './game-session.ts';
import { usePlayText } from './play-text.ts';
import { INTERACTED_TIME_LEFT, pointsOf, previewItemsDone, readGameSettings } from './scoring.ts';
import { StartGate } from './StartGate.tsx';
import './play.css';
import './game-play.css';

interface GameFrameProps {
  slide: Slide;
  template: Pick<SlideTemplateInfo, 'doneText'>;
  data: Record<string, unknown>;
  state: PreviewState;
  onDone?: () => void;
  /** The game's instructions or board title. */
  title: string;
  /** What each item is worth, in play order: the score of each preview state is read from it. */
  itemPoints: readonly number[];
  /** Items finished in the 'interacted' picture: 1, or 0 when it shows the first item part-done. */
  interactedItemsDone?: number;
  /** The template's own timer default (find-a-word's 30000) when the data has none. */
  timerDefault?: number;
  /** Where the learner is ("Round 1 of 4"), beside the score. */
  progress?: string;
  /** A learner's play (useGameSession): its clock, score and end replace the preview's pictures. */
  session?: GameSession;
  /**
   * Whether the preview's 'answered' picture is a right answer: a multiple-choice game with no answer
   * marked right cannot show one, so the preview shows what such a slide would give (nothing).
   */
  previewAnswerable?: boolean;
  children: ReactNode;
}

/**
 * Every game's frame: instructions, the timer bar and the running score with stars above the board;
 * after the game, the result (points, stars, items right) and the done button.
 */
export function GameFrame({
  slide,
  template,
  data,
  state,
  onDone,
  title,
  itemPoints,
  interactedItemsDone,
  timerDefault,
  progress,
  session,
  previewAnswerable = true,
  children,
}: GameFrameProps) {
  const t = usePlayText();
  const format = useNumberFormat();
  const playing = session?.playing === true;
  const settings = session?.settings ?? readGameSettings(data, timerDefault);
  const previewDone = previewAnswerable ? previewItemsDone(state, itemPoints.length, interactedItemsDone) : 0;
  // Points and stars by core's slideOutcome, the function the server stores them with: the learner and
  // the author's preview see what counts.
  const outcome = gameOutcome(
    slide,
    playing ? session : { points: pointsOf(itemPoints, previewDone), correctCount: previewDone, itemCount: itemPoints.length },
  );
  const answered = playing ? session.finished : state === 'answered';
  const correct = playing ? session.correctCount : previewDone;
  const total = playing ? session.itemCount : itemPoints.length;
  const remainingMs = playing
    ? session.remainingMs
    : state === 'interacted'
      ? settings.timerLimitMs * INTERACTED_TIME_LEFT
      : settings.timerLimitMs;
  const gated = session !== undefined && !session.started && !answered;
  const board = useRef<HTMLDivElement>(null);
  const focusBoard = () => {
    const target = board.current?.querySelector<HTMLElement>(FOCUSABLE) ?? board.current;
    target?.focus();
  };
  const result = useRef<HTMLElement>(null);
  // When a played game ends, focus moves to its result so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (playing && answered) result.current?.focus();
  }, [playing, answered]);
  return (
    <SlideFrame
      type={slide.type}
      state={state}
      className="sw-game"
      footer={answered ? <DoneButton template={template} onDone={onDone} /> : undefined}
    >
      <header className="sw-game__header">
        {title.trim() ? <h2 className="sw-title sw-game__title">{title}</h2> : null}
        {answered ? null : <TimerBar limitMs={settings.timerLimitMs} remainingMs={remainingMs} disabled={settings.timerDisabled} />}
        <div className="sw-game__status">
          <span className="sw-game__score">
            <span className="sw-visually-hidden">{t('game.score')}: </span>
            {t('game.points', { points: format(outcome.points) })}
          </span>
          {progress ? <span className="sw-game__progress">{progress}</span> : null}
          <Stars earned={outcome.stars} total={outcome.totalStars} />
        </div>
      </header>
      {answered ? (
        <GameResult
          ref={result}
          id={`${slide.id}-result`}
          outcome={outcome}
          correct={correct}
          total={total}
          timedOut={playing && session.timedOut}
        />
      ) : null}
      {gated ? <StartGate session={session} onStarted={focusBoard} /> : null}
      {/* A learner reads nothing of the board before Start; the editor's preview shows the author's
          content under the gate (its controls wait for Start). */}
      {gated && playing ? null : (
        <div ref={board} tabIndex={-1} className="sw-game__board">
          {children}
        </div>
      )}
    </SlideFrame>
  );
}

/** What takes the focus first on a board the start gate has just opened. */
const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), a[href], [tabindex="0"]';

/** Numbers in the lesson's language ("1,000" / "1000" / "1.000"). */
export function useNumberFormat(): (value: number) => string {
  const language = usePlayerLanguage();
  return (value) => new Intl.NumberFormat(language).format(value);
}
