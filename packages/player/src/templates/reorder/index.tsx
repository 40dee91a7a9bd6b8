import { useState } from 'react';
import { DragArea, SortableList, useSortableItem } from '../../ui/play/drag.tsx';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './reorder.css';

interface ReorderData {
  question: string;
  list: { id: string; text: string }[];
}

/**
 * The list shuffled; the learner drags items into the right order, or moves them up and down with
 * their buttons (usable by keyboard and screen reader).
 */
export default function ReorderRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<ReorderData>) {
  const _t = usePlayText();
  const items = list(data.list).map((item) => text(record(item).text));
  // The order on screen, as indices into the author's (right) order.
  const [order, setOrder] = useState<number[]>(() => initialOrder(state, items));
  const { answered, check } = useQuizPhase(state);

  const move = (position: number, by: -1 | 1) =>
    setOrder((current) => {
      const target = position + by;
      if (target < 0 || target >= current.length) return current;
      const next = [...current];
      [next[position], next[target]] = [next[target]!, next[position]!];
      return next;
    });

  // A dragged item takes the place of the one it is dropped on; the ones between shift by one.
  const moveTo = (item: number, target: number) =>
    setOrder((current) => {
      const from = current.indexOf(item);
      const to = current.indexOf(target);
      if (from < 0 || to < 0 || from === to) return current;
      const next = current.filter((other) => other !== item);
      next.splice(to, 0, item);
      return next;
    });

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={order.map((item) => items[item])}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={order.every((item, position) => items[item] === items[position])}
      canCheck={items.length > 0}
      onCheck={check}
    >
      <DragArea onDrop={(dragged, target) => moveTo(Number(dragged), Number(target))}>
        <SortableList ids={order.map(String)}>
          <ol className="sw-reorder">
            {order.map((item, position) => (
              <ReorderItem
                key={item}
                item={item}
                label={items[item] ?? ''}
                position={position}
                last={position === order.length - 1}
                mark={answered ? (items[item] === items[position] ? 'correct' : 'incorrect') : undefined}
                answered={answered}
                onMove={(by) => move(position, by)}
              />
            ))}
          </ol>
        </SortableList>
      </DragArea>
    </QuizFrame>
  );
}

interface ReorderItemProps {
  item: number;
  label: string;
  position: number;
  last: boolean;
  mark: 'correct' | 'incorrect' | undefined;
  answered: boolean;
  onMove: (by: -1 | 1) => void;
}

/** One row: dragged to its place, or moved a step at a time with its buttons (the keyboard way). */
function ReorderItem({ item, label, position, last, mark, answered, onMove }: ReorderItemProps) {
  const t = usePlayText();
  const drag = useSortableItem(String(item), answered);
  return (
    <li
      ref={drag.ref}
      {...drag.props}
      className={`sw-reorder__item${mark ? ` sw-reorder__item--${mark}` : ''}${drag.dragging ? ' sw-tile--dragging' : ''}${drag.over ? ' sw-drop--over' : ''}${answered ? '' : ' sw-reorder__item--draggable'}`}
    >
      <span className="sw-reorder__position" aria-hidden="true">
        {position + 1}
      </span>
      <span className="sw-reorder__text">
        {label}
        {mark ? <span className="sw-visually-hidden"> ({t(mark === 'correct' ? 'choice.correct' : 'choice.incorrect')})</span> : null}
      </span>
      {answered ? null : (
        <span className="sw-reorder__moves">
          <button
            type="button"
            className="sw-button sw-button--quiet"
            aria-label={t('reorder.moveUp', { text: label })}
            disabled={position === 0}
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="sw-button sw-button--quiet"
            aria-label={t('reorder.moveDown', { text: label })}
            disabled={last}
            onClick={() => onMove(1)}
          >
            ↓
          </button>
        </span>
      )}
    </li>
  );
}

function initialOrder(state: PreviewState, items: readonly string[]): number[] {
  const right = items.map((_, index) => index);
  if (state === 'answered') return right;
  const shuffled = stableScramble(right, (index) => `${index}:${items[index]}`);
  if (state === 'prompt') return shuffled;
  // Mid-answer: the learner has moved the first item to the top, and the rest are still out of order.
  const moved = [0, ...shuffled.filter((index) => index !== 0)];
  if (moved.length > 2 && moved.every((item, position) => item === position)) moved.push(...moved.splice(-2).reverse());
  return moved;
}
