import { Fragment, useState } from 'react';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';

interface MissingWordData {
  question: string;
  words: { id: string; textBefore: string; word: string }[];
  textAfter: string;
}

interface Gap {
  textBefore: string;
  word: string;
}

/**
 * A text with gaps and a bank of the missing words: a tapped word fills the first empty gap, a tapped
 * gap gives its word back.
 */
export default function MissingWordRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<MissingWordData>) {
  const t = usePlayText();
  const gaps = list(data.words).map(readGap);
  const bank = stableScramble(
    gaps.map((gap, index) => ({ key: index, word: gap.word })),
    (entry) => `${entry.key}:${entry.word}`,
  );
  // Which bank word fills each gap (by the word's key); undefined leaves the gap empty.
  const [filled, setFilled] = useState<(number | undefined)[]>(() => initialFill(state, gaps));
  const { answered, check } = useQuizPhase(state);
  const wordIn = (gap: number) => {
    const key = filled[gap];
    return key === undefined ? undefined : gaps[key]?.word;
  };

  const fill = (key: number) =>
    setFilled((current) => {
      const next = [...current];
      const empty = gaps.findIndex((_, gap) => next[gap] === undefined);
      if (empty >= 0) next[empty] = key;
      return next;
    });
  const empty = (gap: number) =>
    setFilled((current) => {
      const next = [...current];
      next[gap] = undefined;
      return next;
    });

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={gaps.map((_, index) => wordIn(index) ?? null)}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={gaps.every((gap, index) => wordIn(index) === gap.word)}
      canCheck={gaps.length > 0 && gaps.every((_, index) => filled[index] !== undefined)}
      onCheck={check}
    >
      <p className="sw-passage">
        {gaps.map((gap, index) => {
          const word = wordIn(index);
          const right = answered && word === gap.word;
          return (
            <Fragment key={index}>
              {gap.textBefore}{' '}
              <button
                type="button"
                className={`sw-gap${right ? ' sw-gap--correct' : ''}`}
                aria-label={word ? t('missingWord.gapFilled', { index: index + 1, word }) : t('missingWord.gap', { index: index + 1 })}
                disabled={answered || word === undefined}
                onClick={() => empty(index)}
              >
                {word ?? '\u00a0'}
                {answered ? <span className="sw-visually-hidden"> ({t(right ? 'choice.correct' : 'choice.incorrect')})</span> : null}
              </button>{' '}
            </Fragment>
          );
        })}
        {text(data.textAfter)}
      </p>
      {answered ? null : (
        <ul className="sw-tiles" aria-label={t('missingWord.words')}>
          {bank.map((entry) => {
            const used = filled.includes(entry.key);
            return (
              <li key={entry.key}>
                <button type="button" className={`sw-tile${used ? ' sw-tile--used' : ''}`} disabled={used} aria-hidden={used || undefined} onClick={() => fill(entry.key)}>
                  {entry.word}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </QuizFrame>
  );
}

function readGap(value: unknown): Gap {
  const item = record(value);
  return { textBefore: text(item.textBefore), word: text(item.word) };
}

function initialFill(state: PreviewState, gaps: readonly Gap[]): (number | undefined)[] {
  if (state === 'answered') return gaps.map((_, index) => index);
  return state === 'interacted' && gaps.length > 0 ? [0] : [];
}
