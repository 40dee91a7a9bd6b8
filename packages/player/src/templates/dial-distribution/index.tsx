import { useState } from 'react';
import { usePlayerLanguage } from '../../i18n/player-language.tsx';
import { Choice, choiceMark } from '../../ui/play/Choice.tsx';
import { Dial, START_DEGREES, SWEEP_DEGREES } from '../../ui/play/Dial.tsx';
import { dialShare, formatNumber } from '../../ui/play/numbers.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { readQuizAnswer } from '../../ui/play/scoring.ts';
import { useAngleDrag } from '../../ui/play/use-angle-drag.ts';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, numberOr, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './dial-distribution.css';

interface DialDistributionData {
  question: string;
  min: number;
  max: number;
  decimals: number;
  suffix: string;
  incorrectValues: { id: string; value: number }[];
  answer: { value: number };
}

/** A dial marked with the right value among wrong ones; the learner turns it to one of the marks (dragging round it, or picking the mark's button). */
export default function DialDistributionRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
}: SlideRendererProps<DialDistributionData>) {
  const t = usePlayText();
  const language = usePlayerLanguage();
  const min = numberOr(data.min, 0);
  const max = numberOr(data.max, 100);
  const decimals = numberOr(data.decimals, 0);
  const suffix = text(data.suffix);
  const answer = readQuizAnswer(data).value;
  const show = (value: number) => `${formatNumber(value, language, decimals)}${suffix}`;
  // The marks in order round the dial, so the learner reads them as a scale.
  const marks = [
    ...new Set([
      ...(answer === undefined ? [] : [answer]),
      ...list(data.incorrectValues).map((wrong) => numberOr(record(wrong).value, Number.NaN)),
    ]),
  ]
    .filter((value) => Number.isFinite(value))
    .sort((left, right) => left - right);
  const [chosen, setChosen] = useState<number | null>(() => initialChoice(state, marks, answer));
  const { answered, check } = useQuizPhase(state);
  const correct = chosen !== null && chosen === answer;
  const status = answered ? (correct ? 'correct' : 'incorrect') : undefined;
  // Dragged round, the dial settles on the mark nearest the pointer: only the marks are answers.
  const drag = useAngleDrag((angle) => {
    const at = min + dialShare(angle, START_DEGREES, SWEEP_DEGREES) * (max - min);
    const nearest = marks.reduce<number | null>(
      (best, mark) => (best === null || Math.abs(mark - at) < Math.abs(best - at) ? mark : best),
      null,
    );
    if (nearest !== null) setChosen(nearest);
  }, answered);

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={chosen}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      instruction={t('quiz.pickOne')}
      answered={answered}
      correct={correct}
      canCheck={chosen !== null}
      onCheck={check}
    >
      <Dial
        min={min}
        max={max}
        value={chosen ?? min}
        ticks={marks.map((value) => ({ value, label: show(value) }))}
        status={status}
        dragHandlers={drag}
      >
        <p className={`sw-value-readout${status === 'correct' ? ' sw-value-readout--correct' : ''}`} aria-live="polite">
          {chosen === null ? '–' : show(chosen)}
        </p>
      </Dial>
      <ul className="sw-tiles sw-dial-marks" aria-label={t('dial.label')}>
        {marks.map((value) => (
          <li key={value}>
            <Choice
              selected={chosen === value}
              mark={choiceMark(answered, value === answer, chosen === value)}
              disabled={answered}
              onClick={() => setChosen(value)}
            >
              {show(value)}
            </Choice>
          </li>
        ))}
      </ul>
    </QuizFrame>
  );
}

function initialChoice(state: PreviewState, marks: readonly number[], answer: number | undefined): number | null {
  if (state === 'answered') return answer ?? null;
  if (state === 'interacted') return marks.find((value) => value !== answer) ?? null;
  return null;
}
