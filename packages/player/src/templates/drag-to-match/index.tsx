import { useRef, useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { DragArea, useDragItem, useDropTarget } from '../../ui/play/drag.tsx';
import { fromKeyboard, useFocusAfterRender } from '../../ui/play/keyboard-focus.ts';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './drag-to-match.css';
import { slideFooterButton } from '../../ui/SlideFrame.tsx';

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
 * Items to move onto their targets (each target with its name and picture): drag an item onto its
 * target, or tap it and then the target; a placed item tapped goes back.
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

  const place = (item: number, target: number) => {
    setPlaced((current) => {
      const next: Record<number, number> = {};
      for (const [where, other] of Object.entries(current)) if (other !== item) next[Number(where)] = other;
      next[target] = item;
      return next;
    });
    setHeld(null);
  };
  const drop = (target: number) => {
    if (held !== null) place(held, target);
  };
  const board = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterRender();
  // Keyboard users go item → target → next item (or Check once every item is placed).
  const nextItem = () => board.current?.querySelector('.sw-dtm__pool button:not(:disabled)') ?? slideFooterButton(board.current);
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
      answers={matches.map((match, target) => ({
        target: match.target,
        item: placed[target] === undefined ? null : (matches[placed[target]]?.item ?? null),
      }))}
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
      <DragArea onDrop={(item, target) => place(Number(item), Number(target))}>
        <div ref={board} className="sw-dtm">
          {answered ? null : (
            <ul className="sw-tiles sw-dtm__pool" aria-label={t('dragToMatch.items')}>
              {pool.map((index) => (
                <PoolItem
                  key={index}
                  index={index}
                  text={matches[index]!.item}
                  used={onTarget.has(index)}
                  held={held === index}
                  onTap={(keyboard) => {
                    const pickingUp = held !== index;
                    setHeld(pickingUp ? index : null);
                    if (keyboard && pickingUp) focusAfter(() => board.current?.querySelector('.sw-dtm__zone:not(:disabled)'));
                  }}
                />
              ))}
            </ul>
          )}
          <ul className="sw-dtm__targets">
            {matches.map((match, target) => (
              <TargetZone
                key={target}
                target={target}
                match={match}
                placedItem={placed[target] === undefined ? undefined : matches[placed[target]!]!.item}
                correct={placed[target] === target}
                answered={answered}
                holding={held !== null}
                onTap={(keyboard) => {
                  if (held !== null) drop(target);
                  else takeBack(target);
                  if (keyboard) focusAfter(nextItem);
                }}
              />
            ))}
          </ul>
        </div>
      </DragArea>
    </QuizFrame>
  );
}

interface PoolItemProps {
  index: number;
  text: string;
  used: boolean;
  held: boolean;
  onTap: (keyboard: boolean) => void;
}

/** An item still to place: tap it (then a target), or drag it onto its target. */
function PoolItem({ index, text, used, held, onTap }: PoolItemProps) {
  const drag = useDragItem(String(index), used);
  return (
    <li>
      <button
        ref={drag.ref}
        {...drag.props}
        type="button"
        className={`sw-tile${used ? ' sw-tile--used' : ''}${held ? ' sw-dtm__item--held' : ''}${drag.dragging ? ' sw-tile--dragging' : ''}`}
        aria-pressed={held}
        aria-hidden={used || undefined}
        disabled={used}
        onClick={(event) => onTap(fromKeyboard(event))}
      >
        {text}
      </button>
    </li>
  );
}

interface TargetZoneProps {
  target: number;
  match: Match;
  /** The item the learner put here. */
  placedItem: string | undefined;
  correct: boolean;
  answered: boolean;
  /** An item is picked up by tapping, so a tap here drops it. */
  holding: boolean;
  onTap: (keyboard: boolean) => void;
}

/** A target with its name and picture: a drop target, and a button that takes a tapped item (or gives its item back). */
function TargetZone({ target, match, placedItem, correct, answered, holding, onTap }: TargetZoneProps) {
  const t = usePlayText();
  const drop = useDropTarget(String(target), answered);
  const mark = answered ? (correct ? 'correct' : 'incorrect') : undefined;
  return (
    <li ref={drop.ref} className={`sw-dtm__target${mark ? ` sw-dtm__target--${mark}` : ''}${drop.over ? ' sw-drop--over' : ''}`}>
      <button
        type="button"
        className="sw-dtm__zone"
        aria-label={
          placedItem === undefined
            ? t('dragToMatch.target', { target: match.target })
            : t('dragToMatch.placed', { item: placedItem, target: match.target })
        }
        disabled={answered || (!holding && placedItem === undefined)}
        onClick={(event) => onTap(fromKeyboard(event))}
      >
        {match.image ? <SlideImage src={match.image} alt="" className="sw-dtm__image" /> : null}
        <span className="sw-dtm__name">{match.target}</span>
        <span className={`sw-dtm__slot${placedItem === undefined ? '' : ' sw-dtm__slot--filled'}`}>
          {placedItem ?? t('dragToMatch.dropHere')}
        </span>
      </button>
      {mark ? <span className="sw-visually-hidden">{t(mark === 'correct' ? 'choice.correct' : 'choice.incorrect')}</span> : null}
    </li>
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
