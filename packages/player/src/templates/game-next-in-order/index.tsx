import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { Choice } from '../../ui/play/Choice.tsx';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
import { ItemMark } from '../../ui/play/game-review.tsx';
import { useGameSession, type ItemOutcome } from '../../ui/play/game-session.ts';
import { useGameText } from '../../ui/play/game-text.ts';
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

/** A picked picture: the sequence's step or an imposter, by its place in the slide's list. */
export interface NextInOrderPick {
  from: 'sequence' | 'imposters';
  index: number;
}

/**
 * The sequence so far, then a choice of pictures: the sequence's next step among the imposters. Each
 * right pick extends the sequence; the first step is given, so there is one round per later step. In
 * play a wrong pick also moves on (the right step joins the sequence) and scores nothing. Answers: the
 * picks in round order.
 */
export default function GameNextInOrderRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
}: SlideRendererProps<NextInOrderData>) {
  const t = usePlayText();
  const gameText = useGameText();
  const sequence = list(data.sequence).map(readPicture);
  const imposters = list(data.imposters).map(readPicture);
  const rounds = Math.max(0, sequence.length - 1);
  const playing = mode === 'play';
  // How many steps are showing: the first alone at the start, one more per right pick.
  const [shown, setShown] = useState(() => initialShown(playing ? 'prompt' : state, sequence.length));
  const [picks, setPicks] = useState<NextInOrderPick[]>([]);
  const outcomes: ItemOutcome[] = playing
    ? picks.map((pick, round) =>
        pick.from === 'sequence' && pick.index === round + 1
          ? { correct: true, points: GAME_POINTS_PER_ITEM }
          : { correct: false, points: 0 },
      )
    : [];
  const session = useGameSession({ mode, state, data, itemCount: rounds, outcomes, answers: picks, onResult });
  const answered = playing ? session.finished : state === 'answered' || (rounds > 0 && shown >= sequence.length);
  const next = sequence[shown];
  const choices: { picture: Picture; pick: NextInOrderPick }[] = next
    ? stableScramble(
        [
          { picture: next, pick: { from: 'sequence' as const, index: shown } },
          ...imposters.map((picture, index) => ({ picture, pick: { from: 'imposters' as const, index } })),
        ],
        (choice) => `${choice.picture.alt}\u0000${choice.picture.image}`,
      )
    : [];
  const lastPick = outcomes.at(-1);

  const choose = (pick: NextInOrderPick) => {
    const right = pick.from === 'sequence';
    if (playing) {
      if (answered) return;
      setPicks((current) => [...current, pick]);
      setShown((current) => current + 1);
    } else if (right) {
      setShown((current) => current + 1);
    }
  };

  return (
    <GameFrame
      slide={slide}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      title={text(data.title)}
      itemPoints={Array.from({ length: rounds }, () => GAME_POINTS_PER_ITEM)}
      session={session}
      progress={answered || rounds === 0 ? undefined : t('game.progress', { current: shown, total: rounds })}
    >
      <ol className="sw-next__sequence" aria-label={t('nextInOrder.sequence')}>
        {sequence.slice(0, answered ? sequence.length : shown).map((step, index) => (
          <li key={index} className="sw-next__step">
            <SlideImage src={step.image} alt={step.alt} />
            {playing && index > 0 && outcomes[index - 1] ? <ItemMark correct={outcomes[index - 1]!.correct} /> : null}
          </li>
        ))}
        {answered ? null : (
          <li className="sw-next__step sw-next__step--unknown">
            <span aria-hidden="true">?</span>
            <span className="sw-visually-hidden">{t('nextInOrder.unknown')}</span>
          </li>
        )}
      </ol>
      {playing && !answered ? (
        <p className="sw-caption sw-next__verdict" aria-live="polite">
          {lastPick ? gameText(lastPick.correct ? 'game.itemRight' : 'game.itemWrong') : ''}
        </p>
      ) : null}
      {answered || choices.length === 0 ? null : (
        <>
          <p className="sw-caption">{t('nextInOrder.choices')}</p>
          <ul className="sw-next__choices">
            {choices.map((choice, index) => (
              // Keyed by place, not round: the button the learner used keeps the focus for the next pick.
              <li key={index}>
                <Choice selected={false} className="sw-next__choice" onClick={() => choose(choice.pick)}>
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
