import { useState } from 'react';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
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
 * side's button) to send each where it belongs. Sorted cards pile up under their side.
 */
export default function LeftOrRightRenderer({ slide, data, template, state, onDone }: SlideRendererProps<LeftOrRightData>) {
  const t = usePlayText();
  const statements = list(data.statements).map(readStatement);
  const labels: Record<Side, string> = {
    Left: text(data.leftLabel).trim() || t('leftOrRight.left'),
    Right: text(data.rightLabel).trim() || t('leftOrRight.right'),
  };
  // Where the learner sent each card so far; the 'interacted' picture has the first card sorted.
  const [sent, setSent] = useState<Side[]>(() => initialSent(state, statements));
  const answered = state === 'answered';
  const current = statements[sent.length];
  const send = (side: Side) => setSent((previous) => [...previous, side]);

  return (
    <GameFrame
      slide={slide}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      title={text(data.title)}
      itemPoints={statements.map(() => GAME_POINTS_PER_ITEM)}
      progress={answered || !current ? undefined : t('leftOrRight.card', { current: sent.length + 1, total: statements.length })}
    >
      <div className="sw-lor">
        {current && !answered ? (
          <div className="sw-lor__deck">
            <button type="button" className="sw-button sw-lor__send sw-lor__send--left" onClick={() => send('Left')}>
              <span aria-hidden="true">←</span>
              <span className="sw-visually-hidden">{t('leftOrRight.toLeft', { side: labels.Left })}</span>
              <span aria-hidden="true">{labels.Left}</span>
            </button>
            <article className="sw-lor__card" aria-live="polite">
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
