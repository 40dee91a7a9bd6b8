import { useState } from 'react';
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
 * The list shuffled; the learner moves items up and down into the right order (dragging comes with
 * play; the buttons keep it usable by keyboard and screen reader).
 */
export default function ReorderRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<ReorderData>) {
  const t = usePlayText();
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
      <ol className="sw-reorder">
        {order.map((item, position) => {
          const label = items[item] ?? '';
          const mark = answered ? (items[item] === items[position] ? 'correct' : 'incorrect') : undefined;
          return (
            <li key={item} className={`sw-reorder__item${mark ? ` sw-reorder__item--${mark}` : ''}`}>
              <span className="sw-reorder__position" aria-hidden="true">
                {position + 1}
              </span>
              <span className="sw-reorder__text">
                {label}
                {mark ? <span className="sw-visually-hidden"> ({t(mark === 'correct' ? 'choice.correct' : 'choice.incorrect')})</span> : null}
              </span>
              {answered ? null : (
                <span className="sw-reorder__moves">
                  <button type="button" className="sw-button sw-button--quiet" aria-label={t('reorder.moveUp', { text: label })} disabled={position === 0} onClick={() => move(position, -1)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="sw-button sw-button--quiet"
                    aria-label={t('reorder.moveDown', { text: label })}
                    disabled={position === order.length - 1}
                    onClick={() => move(position, 1)}
                  >
                    ↓
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </QuizFrame>
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
