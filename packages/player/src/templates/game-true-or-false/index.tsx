import { useState } from 'react';
import { Choice } from '../../ui/play/Choice.tsx';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
import { ItemMark, SwipeVerdict } from '../../ui/play/game-review.tsx';
import { useGameSession, type ItemOutcome } from '../../ui/play/game-session.ts';
import { useSwipe } from '../../ui/play/game-swipe.ts';
import { useGameText } from '../../ui/play/game-text.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { GAME_POINTS_PER_ITEM } from '../../ui/play/scoring.ts';
import { flag, list, record, text } from '../../ui/read-data.ts';
import { PlainText } from '../../ui/RichText.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './game-true-or-false.css';

interface TrueOrFalseData {
  title: string;
  statements: { id: string; text: string; true: boolean }[];
  trueText: string;
  falseText: string;
  readyText: string;
}

interface Statement {
  text: string;
  isTrue: boolean;
}

/** How many cards peek out from under the top one. */
const STACK_DEPTH = 2;

/**
 * A ready screen (the games' start gate, with readyText), then statements one at a time as a card stack, each answered with the true or false
 * button, a swipe (right true, left false) or the arrow keys; after the game, every statement with its
 * verdict (and, when played, whether the learner got it). Answers: the learner's verdicts in order.
 */
export default function GameTrueOrFalseRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
}: SlideRendererProps<TrueOrFalseData>) {
  const t = usePlayText();
  const gameText = useGameText();
  const statements = list(data.statements).map(readStatement);
  const trueText = text(data.trueText).trim() || t('judge.true');
  const falseText = text(data.falseText).trim() || t('judge.false');
  const view: PreviewState = mode === 'play' ? 'prompt' : state;
  // The learner's verdicts, card by card; the 'interacted' picture has the first card answered.
  const [verdicts, setVerdicts] = useState<boolean[]>(() => initialVerdicts(view, statements));
  const outcomes: ItemOutcome[] = mode === 'play' ? verdicts.map((verdict, index) => outcomeOf(verdict === statements[index]?.isTrue)) : [];
  const session = useGameSession({
    mode,
    state,
    data,
    itemCount: statements.length,
    outcomes,
    answers: verdicts,
    onResult,
    readyText: text(data.readyText),
  });
  const answered = session.finished;
  const current = Math.min(verdicts.length, Math.max(0, statements.length - 1));
  const top = statements[current];
  const canAnswer = session.started && Boolean(top) && !answered && verdicts.length < statements.length;
  const answer = (verdict: boolean) => {
    if (canAnswer) setVerdicts((previous) => (previous.length < statements.length ? [...previous, verdict] : previous));
  };
  const lastIndex = verdicts.length - 1;
  const lastStatement = statements[lastIndex];
  const lastJudged = lastStatement
    ? {
        correct: verdicts[lastIndex] === lastStatement.isTrue,
        text: lastStatement.text,
        rightPlace: lastStatement.isTrue ? trueText : falseText,
      }
    : undefined;
  const swipe = useSwipe((side) => answer(side === 'right'), canAnswer);

  return (
    <GameFrame
      slide={slide}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      title={text(data.title)}
      itemPoints={statements.map(() => GAME_POINTS_PER_ITEM)}
      session={session}
      progress={answered || !top ? undefined : t('trueFalse.card', { current: current + 1, total: statements.length })}
    >
      {answered ? (
        <ol className="sw-tf__review">
          {statements.map((statement, index) => (
            <li
              key={index}
              className={`sw-tf__review-item${session.playing && verdicts[index] !== statement.isTrue ? ' sw-tf__review-item--missed' : ''}`}
            >
              {session.playing ? <ItemMark correct={verdicts[index] === statement.isTrue} /> : null}
              <PlainText text={statement.text} />
              <span className={`sw-tf__verdict sw-tf__verdict--${statement.isTrue ? 'true' : 'false'}`}>
                {statement.isTrue ? trueText : falseText}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <>
          {session.playing ? <SwipeVerdict placeKind="verdict" last={lastJudged} count={verdicts.length} /> : null}
          {top ? (
            <div className="sw-tf__stack">
              {statements.slice(current + 1, current + 1 + STACK_DEPTH).map((_, depth) => (
                <div key={depth} className={`sw-tf__card sw-tf__card--behind sw-tf__card--depth-${depth + 1}`} aria-hidden="true" />
              ))}
              <article
                className="sw-tf__card sw-swipe-card"
                aria-live="polite"
                aria-description={canAnswer ? gameText('game.swipeHint') : undefined}
                tabIndex={canAnswer ? 0 : undefined}
                style={swipe.offset ? { transform: `translateX(${swipe.offset}px) rotate(${swipe.offset / 20}deg)` } : undefined}
                {...swipe.handlers}
              >
                <PlainText className="sw-tf__statement" text={top.text} />
              </article>
            </div>
          ) : null}
          <div className="sw-tf__buttons">
            <Choice selected={false} className="sw-tf__button sw-tf__button--false" disabled={!canAnswer} onClick={() => answer(false)}>
              {falseText}
            </Choice>
            <Choice selected={false} className="sw-tf__button sw-tf__button--true" disabled={!canAnswer} onClick={() => answer(true)}>
              {trueText}
            </Choice>
          </div>
        </>
      )}
    </GameFrame>
  );
}

function outcomeOf(correct: boolean): ItemOutcome {
  return { correct, points: correct ? GAME_POINTS_PER_ITEM : 0 };
}

function readStatement(value: unknown): Statement {
  const item = record(value);
  return { text: text(item.text), isTrue: flag(item.true, true) };
}

function initialVerdicts(state: PreviewState, statements: readonly Statement[]): boolean[] {
  if (state === 'answered') return statements.map((statement) => statement.isTrue);
  if (state === 'interacted') return statements.slice(0, 1).map((statement) => statement.isTrue);
  return [];
}
