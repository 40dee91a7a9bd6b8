import { useState } from 'react';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './connect.css';

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
 * taps a left item, then its partner, and a line joins them.
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

  const connect = (right: number) => {
    if (held === null) return;
    setLinks((current) => {
      const next: Record<number, number> = {};
      // A right item takes one line: connecting it again moves its line.
      for (const [left, target] of Object.entries(current)) if (target !== right) next[Number(left)] = target;
      next[held] = right;
      return next;
    });
    setHeld(null);
  };

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
      <div className="sw-connect" style={{ gridTemplateRows: `repeat(${Math.max(1, rows)}, minmax(3rem, 1fr))` }}>
        <ul className="sw-connect__column sw-connect__column--left" aria-label={t('connect.left')}>
          {pairs.map((pair, index) => (
            <li key={index} className="sw-connect__cell">
              <button
                type="button"
                className={`sw-tile sw-connect__item${held === index ? ' sw-connect__item--held' : ''}`}
                aria-pressed={held === index}
                disabled={answered}
                onClick={() => setHeld((current) => (current === index ? null : index))}
              >
                {pair.left}
              </button>
            </li>
          ))}
        </ul>
        <svg className="sw-connect__lines" viewBox={`0 0 100 ${rows * 100}`} preserveAspectRatio="none" aria-hidden="true">
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
        </svg>
        <ul className="sw-connect__column sw-connect__column--right" aria-label={t('connect.right')}>
          {rightOrder.map((pairIndex) => (
            <li key={pairIndex} className="sw-connect__cell">
              <button
                type="button"
                className="sw-tile sw-connect__item"
                disabled={answered || held === null}
                aria-label={held === null ? undefined : t('connect.pickRight', { text: pairs[pairIndex]!.right })}
                onClick={() => connect(pairIndex)}
              >
                {pairs[pairIndex]!.right}
              </button>
            </li>
          ))}
        </ul>
      </div>
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

function readPair(value: unknown): Pair {
  const item = record(value);
  return { left: text(item.left), right: text(item.right) };
}

function initialLinks(state: PreviewState, count: number): Record<number, number> {
  const linked = state === 'answered' ? count : state === 'interacted' ? Math.min(1, count) : 0;
  return Object.fromEntries(Array.from({ length: linked }, (_, index) => [index, index]));
}
