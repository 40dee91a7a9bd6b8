import { useState } from 'react';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
import { ItemMark, SwipeVerdict } from '../../ui/play/game-review.tsx';
import { useGameSession, type ItemOutcome } from '../../ui/play/game-session.ts';
import { useSwipe } from '../../ui/play/game-swipe.ts';
import { useGameText } from '../../ui/play/game-text.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { GAME_POINTS_PER_ITEM } from '../../ui/play/scoring.ts';
import { list, oneOf, record, text } from '../../ui/read-data.ts';
import { PlainText } from '../../ui/RichText.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './left-or-right.css';

type Side = 'Left' | 'Right';

interface Statement {
  text: string;
  side: Side;
}

interface LeftOrRightData {
  title: string;
  leftLabel: string;
  rightLabel: string;
  statements: (Statement & { id: string })[];
}

/**
 * Statements one at a time on a card between the two categories; the learner swipes (or taps the
 * side's button, or press an arrow key on the card) to send each where it belongs. Sorted cards pile up
 * under their side. Answers: the side each card was sent to, in order ('Left' | 'Right').
 */
export default function LeftOrRightRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<LeftOrRightData>) {
  const t = usePlayText();
  const gameText = useGameText();
  const view: PreviewState = mode === 'play' ? 'prompt' : state;
  const statements = list(data.statements).map(readStatement);
  const labels: Record<Side, string> = {
    Left: text(data.leftLabel).trim() || t('leftOrRight.left'),
    Right: text(data.rightLabel).trim() || t('leftOrRight.right'),
  };
  // Where the learner sent each card so far; the 'interacted' picture has the first card sorted.
  const [sent, setSent] = useState<Side[]>(() => initialSent(view, statements));
  const outcomes: ItemOutcome[] =
    mode === 'play'
      ? sent.map((side, index) =>
          side === statements[index]?.side ? { correct: true, points: GAME_POINTS_PER_ITEM } : { correct: false, points: 0 },
        )
      : [];
  const session = useGameSession({ mode, state, data, itemCount: statements.length, outcomes, answers: sent, onResult });
  const answered = session.finished;
  const current = statements[sent.length];
  const send = (side: Side) => {
    if (!answered) setSent((previous) => (previous.length < statements.length ? [...previous, side] : previous));
  };
  const swipe = useSwipe((side) => send(side === 'left' ? 'Left' : 'Right'), Boolean(current) && !answered);
  const lastIndex = sent.length - 1;
  const lastStatement = statements[lastIndex];
  const lastSent = lastStatement
    ? { correct: sent[lastIndex] === lastStatement.side, text: lastStatement.text, rightPlace: labels[lastStatement.side] }
    : undefined;

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
      progress={answered || !current ? undefined : t('leftOrRight.card', { current: sent.length + 1, total: statements.length })}
    >
      <div className="sw-lor">
        {session.playing && !answered ? <SwipeVerdict placeKind="side" last={lastSent} count={sent.length} /> : null}
        {current && !answered ? (
          <div className="sw-lor__deck">
            <button type="button" className="sw-button sw-lor__send sw-lor__send--left" onClick={() => send('Left')}>
              <span aria-hidden="true">←</span>
              <span className="sw-visually-hidden">{t('leftOrRight.toLeft', { side: labels.Left })}</span>
              <span aria-hidden="true">{labels.Left}</span>
            </button>
            <article
              className="sw-lor__card sw-swipe-card"
              aria-live="polite"
              aria-description={gameText('game.swipeHint')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the card takes focus so the arrow keys can swipe it
              tabIndex={0}
              style={swipe.offset ? { transform: `translateX(${swipe.offset}px) rotate(${swipe.offset / 20}deg)` } : undefined}
              {...swipe.handlers}
            >
              <PlainText text={current.text} />
            </article>
            <button type="button" className="sw-button sw-lor__send sw-lor__send--right" onClick={() => send('Right')}>
              <span aria-hidden="true">{labels.Right}</span>
              <span className="sw-visually-hidden">{t('leftOrRight.toRight', { side: labels.Right })}</span>
              <span aria-hidden="true">→</span>
            </button>
          </div>
        ) : null}
        <div className="sw-lor__piles">
          {(['Left', 'Right'] as const).map((side) => (
            <section key={side} className={`sw-lor__pile sw-lor__pile--${side.toLowerCase()}`} aria-label={labels[side]}>
              <h3 className="sw-overline">{labels[side]}</h3>
              <ul className="sw-lor__sorted">
                {statements.slice(0, sent.length).flatMap((statement, index) =>
                  sent[index] === side
                    ? [
                        <li key={index} className={`sw-lor__chip${statement.side === side ? '' : ' sw-lor__chip--wrong'}`}>
                          {session.playing ? <ItemMark correct={statement.side === side} /> : null}
                          {statement.text}
                        </li>,
                      ]
                    : [],
                )}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </GameFrame>
  );
}

function readStatement(value: unknown): Statement {
  const item = record(value);
  return { text: text(item.text), side: oneOf(item.side, ['Left', 'Right'] as const, 'Left') };
}

function initialSent(state: PreviewState, statements: readonly Statement[]): Side[] {
  if (state === 'answered') return statements.map((statement) => statement.side);
  if (state === 'interacted') return statements.slice(0, 1).map((statement) => statement.side);
  return [];
}
