import { useState } from 'react';
import { usePlayerLanguage } from '../../i18n/player-language.tsx';
import { evenTicks } from '../../ui/play/Dial.tsx';
import { formatNumber, matchesAnswer, previewValue, snapToStep } from '../../ui/play/numbers.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { readQuizAnswer } from '../../ui/play/scoring.ts';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { numberOr, text } from '../../ui/read-data.ts';
import type { SlideRendererProps } from '../renderer.ts';
import './slider.css';

interface SliderData {
  question: string;
  min: number;
  max: number;
  labels: number;
  decimals: number;
  increment: number;
  suffix: string;
  answer: { value: number };
}

/** A slider between two values with labels along it; the learner slides to the answer. */
export default function SliderRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<SliderData>) {
  const t = usePlayText();
  const language = usePlayerLanguage();
  const min = numberOr(data.min, 0);
  const max = numberOr(data.max, 10);
  const step = numberOr(data.increment, 1) > 0 ? numberOr(data.increment, 1) : 1;
  const decimals = numberOr(data.decimals, 0);
  const suffix = text(data.suffix);
  const answer = readQuizAnswer(data).value;
  const show = (value: number) => `${formatNumber(value, language, decimals)}${suffix}`;
  // The thumb starts at the minimum: starting mid-way would hand over any answer that sits mid-way.
  const [value, setValue] = useState(() => previewValue(state, { start: min, min, max, step }, answer));
  const { answered, check } = useQuizPhase(state);
  const correct = matchesAnswer(value, answer, step);
  const labels = evenTicks(min, max, numberOr(data.labels, 3), show, step);
  const status = answered ? (correct ? 'correct' : 'incorrect') : undefined;

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={value}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={correct}
      canCheck
      onCheck={check}
    >
      <p className={`sw-value-readout${status === 'correct' ? ' sw-value-readout--correct' : ''}`} aria-hidden="true">
        {show(value)}
      </p>
      <div className={`sw-value-slider${status ? ` sw-value-slider--${status}` : ''}`}>
        <input
          type="range"
          className="sw-range"
          min={Math.min(min, max)}
          max={Math.max(min, max)}
          step={step}
          value={value}
          aria-label={t('slider.label')}
          aria-valuetext={show(value)}
          disabled={answered}
          onChange={(event) => setValue(snapToStep(Number(event.target.value), min, max, step))}
        />
        <ol className="sw-value-slider__labels" aria-hidden="true">
          {labels.map((label) => (
            <li key={label.value}>{label.label}</li>
          ))}
        </ol>
      </div>
      {status === 'incorrect' && answer !== undefined ? (
        <p className="sw-correct-value">{t('value.correctValue', { value: show(answer) })}</p>
      ) : null}
    </QuizFrame>
  );
}
