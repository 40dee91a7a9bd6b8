import { useRef, useState, type RefObject } from 'react';
import { DragArea, useDragItem, useDragPointer, useDropTarget } from '../../ui/play/drag.tsx';
import { fromKeyboard, useFocusAfterRender } from '../../ui/play/keyboard-focus.ts';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './connect.css';
import { slideFooterButton } from '../../ui/SlideFrame.tsx';

interface ConnectData {
  question: string;
  pairs: { id: string; left: string; right: string }[];
}

interface Pair {
  left: string;
  right: string;
}

/**
 * Two columns: the left items in the author's order, their partners shuffled on the right. The learner
 * drags a left item onto its partner (or taps one, then the other), and a line joins them.
 */
export default function ConnectRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<ConnectData>) {
  const t = usePlayText();
  const pairs = list(data.pairs).map(readPair);
  // The right column's rows: which pair's right side each shows.
  const rightOrder = stableScramble(
    pairs.map((_, index) => index),
    (index) => `${index}:${pairs[index]!.right}`,
  );
  // left pair index → right pair index it is connected to.
  const [links, setLinks] = useState<Record<number, number>>(() => initialLinks(state, pairs.length));
  const [held, setHeld] = useState<number | null>(null);
  const { answered, check } = useQuizPhase(state);
  const rows = pairs.length;
  const lines = useRef<SVGSVGElement>(null);

  const link = (from: number, right: number) => {
    setLinks((current) => {
      const next: Record<number, number> = {};
      // A right item takes one line: connecting it again moves its line.
      for (const [left, target] of Object.entries(current)) if (target !== right) next[Number(left)] = target;
      next[from] = right;
      return next;
    });
    setHeld(null);
  };
  const connect = (right: number) => {
    if (held !== null) link(held, right);
  };
  const board = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterRender();

  const mark = (left: number) => (answered ? (links[left] === left ? 'correct' : 'incorrect') : undefined);

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={Object.entries(links).map(([left, right]) => ({ left: pairs[Number(left)]?.left ?? '', right: pairs[right]?.right ?? '' }))}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={pairs.every((_, index) => links[index] === index)}
      canCheck={rows > 0 && pairs.every((_, index) => index in links)}
      onCheck={check}
    >
      <DragArea onDrop={(left, right) => link(Number(left), Number(right))}>
        <div ref={board} className="sw-connect" style={{ gridTemplateRows: `repeat(${Math.max(1, rows)}, minmax(3rem, 1fr))` }}>
          <ul className="sw-connect__column sw-connect__column--left" aria-label={t('connect.left')}>
            {pairs.map((pair, index) => (
              <LeftItem
                key={index}
                index={index}
                text={pair.left}
                held={held === index}
                answered={answered}
                onTap={(keyboard) => {
                  const pickingUp = held !== index;
                  setHeld(pickingUp ? index : null);
                  // Keyboard users go left item → its partner → the next left item (or Check at the end).
                  if (keyboard && pickingUp)
                    focusAfter(() => board.current?.querySelector('.sw-connect__column--right button:not(:disabled)'));
                }}
              />
            ))}
          </ul>
          <svg ref={lines} className="sw-connect__lines" viewBox={`0 0 100 ${rows * 100}`} preserveAspectRatio="none" aria-hidden="true">
            {Object.entries(links).map(([left, right]) => {
              const row = rightOrder.indexOf(right);
              const status = mark(Number(left));
              return (
                <line
                  key={left}
                  className={`sw-connect__line${status ? ` sw-connect__line--${status}` : ''}`}
                  x1="0"
                  y1={Number(left) * 100 + 50}
                  x2="100"
                  y2={row * 100 + 50}
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
            <DragLine svg={lines} />
          </svg>
          <ul className="sw-connect__column sw-connect__column--right" aria-label={t('connect.right')}>
            {rightOrder.map((pairIndex) => (
              <RightItem
                key={pairIndex}
                index={pairIndex}
                text={pairs[pairIndex]!.right}
                holding={held !== null}
                answered={answered}
                onTap={(keyboard) => {
                  const from = held;
                  connect(pairIndex);
                  if (keyboard && from !== null) {
                    focusAfter(
                      () =>
                        board.current?.querySelectorAll('.sw-connect__column--left button')[from + 1] ?? slideFooterButton(board.current),
                    );
                  }
                }}
              />
            ))}
          </ul>
        </div>
      </DragArea>
      <ul className="sw-visually-hidden" aria-live="polite">
        {Object.entries(links).map(([left, right]) => {
          const status = mark(Number(left));
          return (
            <li key={left}>
              {t('connect.line', { left: pairs[Number(left)]?.left ?? '', right: pairs[right]?.right ?? '' })}
              {status ? ` (${t(status === 'correct' ? 'choice.correct' : 'choice.incorrect')})` : ''}
            </li>
          );
        })}
      </ul>
    </QuizFrame>
  );
}

/** While a left item is dragged, its line runs from the item to the pointer. */
function DragLine({ svg }: { svg: RefObject<SVGSVGElement | null> }) {
  const pointer = useDragPointer();
  const element = svg.current;
  if (!pointer || !element) return null;
  const box = element.getBoundingClientRect();
  const height = element.viewBox.baseVal?.height || 100;
  if (box.width === 0 || box.height === 0) return null;
  // The drawing stretches to the box (preserveAspectRatio none): page pixels to drawing units.
  const x = ((pointer.x - box.left) / box.width) * 100;
  const y = ((pointer.y - box.top) / box.height) * height;
  return (
    <line
      className="sw-connect__line sw-connect__line--dragging"
      x1="0"
      y1={Number(pointer.id) * 100 + 50}
      x2={x}
      y2={y}
      vectorEffect="non-scaling-stroke"
    />
  );
}

interface LeftItemProps {
  index: number;
  text: string;
  held: boolean;
  answered: boolean;
  onTap: (keyboard: boolean) => void;
}

/** A left item: dragged onto its partner, or tapped before the partner is tapped. */
function LeftItem({ index, text, held, answered, onTap }: LeftItemProps) {
  // The item stays put: a line follows the pointer from it instead (DragLine).
  const drag = useDragItem(String(index), answered, true);
  return (
    <li className="sw-connect__cell">
      <button
        ref={drag.ref}
        {...drag.props}
        type="button"
        className={`sw-tile sw-connect__item${held ? ' sw-connect__item--held' : ''}${drag.dragging ? ' sw-tile--dragging' : ''}`}
        aria-pressed={held}
        disabled={answered}
        onClick={(event) => onTap(fromKeyboard(event))}
      >
        {text}
      </button>
    </li>
  );
}

interface RightItemProps {
  index: number;
  text: string;
  /** A left item is picked up: a tap here connects it. */
  holding: boolean;
  answered: boolean;
  onTap: (keyboard: boolean) => void;
}

/** A right item: where a left item is dropped, or tapped after one. */
function RightItem({ index, text, holding, answered, onTap }: RightItemProps) {
  const t = usePlayText();
  const drop = useDropTarget(String(index), answered);
  return (
    <li className="sw-connect__cell" ref={drop.ref}>
      <button
        type="button"
        className={`sw-tile sw-connect__item${drop.over ? ' sw-drop--over' : ''}`}
        disabled={answered || !holding}
        aria-label={holding ? t('connect.pickRight', { text }) : undefined}
        onClick={(event) => onTap(fromKeyboard(event))}
      >
        {text}
      </button>
    </li>
  );
}

function readPair(value: unknown): Pair {
  const item = record(value);
  return { left: text(item.left), right: text(item.right) };
}

function initialLinks(state: PreviewState, count: number): Record<number, number> {
  const linked = state === 'answered' ? count : state === 'interacted' ? Math.min(1, count) : 0;
  return Object.fromEntries(Array.from({ length: linked }, (_, index) => [index, index]));
}
