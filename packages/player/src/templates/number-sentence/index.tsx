import { useState } from 'react';
import { usePlayerLanguage } from '../../i18n/player-language.tsx';
import { Choice, choiceMark } from '../../ui/play/Choice.tsx';
import { formatNumber } from '../../ui/play/numbers.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { flag, list, numberOr, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './number-sentence.css';

interface NumberSentenceData {
  question: string;
  numbers: { id: string; number: number; correct: boolean }[];
  decimals: number;
}

interface Offer {
  number: number;
  correct: boolean;
}

/** A number sentence and numbers on offer; the learner picks the ones that complete it. */
export default function NumberSentenceRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
}: SlideRendererProps<NumberSentenceData>) {
  const t = usePlayText();
  const language = usePlayerLanguage();
  const offers = list(data.numbers).map((value): Offer => {
    const item = record(value);
    return { number: numberOr(item.number, 0), correct: flag(item.correct, false) };
  });
  const decimals = numberOr(data.decimals, 0);
  const rightCount = Math.max(1, offers.filter((offer) => offer.correct).length);
  const [selected, setSelected] = useState<number[]>(() => initialSelection(state, offers));
  const { answered, check } = useQuizPhase(state);

  const toggle = (index: number) =>
    setSelected((current) => {
      if (current.includes(index)) return current.filter((other) => other !== index);
      if (rightCount === 1) return [index];
      return current.length < rightCount ? [...current, index] : current;
    });

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={selected.map((index) => offers[index]?.number)}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      instruction={rightCount === 1 ? t('quiz.pickOne') : t('quiz.pickMany', { count: rightCount })}
      answered={answered}
      correct={selected.length === rightCount && selected.every((index) => offers[index]?.correct)}
      canCheck={selected.length > 0}
      onCheck={check}
    >
      <ul className="sw-number-sentence" aria-label={t('numberSentence.numbers')}>
        {offers.map((offer, index) => {
          const isSelected = selected.includes(index);
          return (
            <li key={index}>
              <Choice
                selected={isSelected}
                mark={choiceMark(answered, offer.correct, isSelected)}
                disabled={answered}
                className="sw-number-sentence__number"
                onClick={() => toggle(index)}
              >
                {formatNumber(offer.number, language, decimals)}
              </Choice>
            </li>
          );
        })}
      </ul>
    </QuizFrame>
  );
}

function initialSelection(state: PreviewState, offers: readonly Offer[]): number[] {
  const right = offers.flatMap((offer, index) => (offer.correct ? [index] : []));
  if (state === 'answered') return right;
  return state === 'interacted' && offers.length > 0 ? [0] : [];
}
