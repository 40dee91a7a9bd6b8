import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { Choice } from '../../ui/play/Choice.tsx';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { GAME_POINTS_PER_ITEM } from '../../ui/play/scoring.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './game-next-in-order.css';

interface Picture {
  image: string;
  alt: string;
}

interface NextInOrderData {
  title: string;
  sequence: (Picture & { id: string })[];
  imposters: (Picture & { id: string })[];
}

/**
 * The sequence so far, then a choice of pictures: the sequence's next step among the imposters. Each
 * right pick extends the sequence; the first step is given, so there is one round per later step.
 */
export default function GameNextInOrderRenderer({ slide, data, template, state, onDone }: SlideRendererProps<NextInOrderData>) {
  const t = usePlayText();
  const sequence = list(data.sequence).map(readPicture);
  const imposters = list(data.imposters).map(readPicture);
  const rounds = Math.max(0, sequence.length - 1);
  // How many steps are showing: the first alone at the start, one more per right pick.
  const [shown, setShown] = useState(() => initialShown(state, sequence.length));
  const answered = state === 'answered' || (rounds > 0 && shown >= sequence.length);
  const next = sequence[shown];
  const choices = next
    ? stableScramble([{ picture: next, right: true }, ...imposters.map((picture) => ({ picture, right: false }))], (choice) =>
        `${choice.picture.alt}\u0000${choice.picture.image}`,
      )
    : [];

  return (
    <GameFrame
      slide={slide}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      title={text(data.title)}
      itemPoints={Array.from({ length: rounds }, () => GAME_POINTS_PER_ITEM)}
      progress={answered || rounds === 0 ? undefined : t('game.progress', { current: shown, total: rounds })}
    >
      <ol className="sw-next__sequence" aria-label={t('nextInOrder.sequence')}>
        {sequence.slice(0, answered ? sequence.length : shown).map((step, index) => (
          <li key={index} className="sw-next__step">
            <SlideImage src={step.image} alt={step.alt} />
          </li>
        ))}
        {answered ? null : (
          <li className="sw-next__step sw-next__step--unknown">
            <span aria-hidden="true">?</span>
            <span className="sw-visually-hidden">{t('nextInOrder.unknown')}</span>
          </li>
        )}
      </ol>
      {answered || choices.length === 0 ? null : (
        <>
          <p className="sw-caption">{t('nextInOrder.choices')}</p>
          <ul className="sw-next__choices">
            {choices.map((choice, index) => (
              <li key={index}>
                <Choice
                  selected={false}
                  className="sw-next__choice"
                  onClick={() => {
                    if (choice.right) setShown((current) => current + 1);
                  }}
                >
                  <SlideImage src={choice.picture.image} alt={choice.picture.alt} />
                </Choice>
              </li>
            ))}
          </ul>
        </>
      )}
    </GameFrame>
  );
}

function readPicture(value: unknown): Picture {
  const item = record(value);
  return { image: text(item.image), alt: text(item.alt) };
}

function initialShown(state: PreviewState, length: number): number {
  if (state === 'answered') return length;
  return Math.min(length, state === 'interacted' ? 2 : 1);
}
