import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './drag-to-match.css';

interface DragToMatchData {
  question: string;
  items: { id: string; item: string; target: string; image: string }[];
}

interface Match {
  item: string;
  target: string;
  image: string;
}

/**
 * Items to move onto their targets (each target with its name and picture): tap an item, then the
 * target it goes on; a placed item tapped goes back. Dragging comes with play.
 */
export default function DragToMatchRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<DragToMatchData>) {
  const t = usePlayText();
  const matches = list(data.items).map(readMatch);
  const pool = stableScramble(
    matches.map((_, index) => index),
    (index) => `${index}:${matches[index]!.item}`,
  );
  // target index → the item index placed on it.
  const [placed, setPlaced] = useState<Record<number, number>>(() => initialPlaced(state, matches.length));
  const [held, setHeld] = useState<number | null>(null);
  const { answered, check } = useQuizPhase(state);
  const onTarget = new Set(Object.values(placed));

  const drop = (target: number) => {
    if (held === null) return;
    setPlaced((current) => {
      const next: Record<number, number> = {};
      for (const [where, item] of Object.entries(current)) if (item !== held) next[Number(where)] = item;
      next[target] = held;
      return next;
    });
    setHeld(null);
  };
  const takeBack = (target: number) =>
    setPlaced((current) => {
      const { [target]: _removed, ...rest } = current;
      return rest;
    });

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={matches.map((match, target) => ({ target: match.target, item: placed[target] === undefined ? null : (matches[placed[target]]?.item ?? null) }))}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={matches.every((_, index) => placed[index] === index)}
      canCheck={matches.length > 0 && matches.every((_, index) => index in placed)}
      onCheck={check}
    >
      {answered ? null : (
        <ul className="sw-tiles sw-dtm__pool" aria-label={t('dragToMatch.items')}>
          {pool.map((index) => {
            const used = onTarget.has(index);
            return (
              <li key={index}>
                <button
                  type="button"
                  className={`sw-tile${used ? ' sw-tile--used' : ''}${held === index ? ' sw-dtm__item--held' : ''}`}
                  aria-pressed={held === index}
                  aria-hidden={used || undefined}
                  disabled={used}
                  onClick={() => setHeld((current) => (current === index ? null : index))}
                >
                  {matches[index]!.item}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ul className="sw-dtm__targets">
        {matches.map((match, target) => {
          const item = placed[target];
          const mark = answered ? (item === target ? 'correct' : 'incorrect') : undefined;
          return (
            <li key={target} className={`sw-dtm__target${mark ? ` sw-dtm__target--${mark}` : ''}`}>
              <button
                type="button"
                className="sw-dtm__zone"
                aria-label={
                  item === undefined
                    ? t('dragToMatch.target', { target: match.target })
                    : t('dragToMatch.placed', { item: matches[item]!.item, target: match.target })
                }
                disabled={answered || (held === null && item === undefined)}
                onClick={() => (held !== null ? drop(target) : takeBack(target))}
              >
                {match.image ? <SlideImage src={match.image} alt="" className="sw-dtm__image" /> : null}
                <span className="sw-dtm__name">{match.target}</span>
                <span className={`sw-dtm__slot${item === undefined ? '' : ' sw-dtm__slot--filled'}`}>
                  {item === undefined ? t('dragToMatch.dropHere') : matches[item]!.item}
                </span>
              </button>
              {mark ? <span className="sw-visually-hidden">{t(mark === 'correct' ? 'choice.correct' : 'choice.incorrect')}</span> : null}
            </li>
          );
        })}
      </ul>
    </QuizFrame>
  );
}

function readMatch(value: unknown): Match {
  const entry = record(value);
  return { item: text(entry.item), target: text(entry.target), image: text(entry.image) };
}

function initialPlaced(state: PreviewState, count: number): Record<number, number> {
  const placed = state === 'answered' ? count : state === 'interacted' ? Math.min(1, count) : 0;
  return Object.fromEntries(Array.from({ length: placed }, (_, index) => [index, index]));
}
