import { useState } from 'react';
import { usePlayerLanguage } from '../../i18n/player-language.tsx';
import { formatNumber, matchesAnswer, pieShare, previewValue, snapToStep } from '../../ui/play/numbers.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { readQuizAnswer } from '../../ui/play/scoring.ts';
import { useAngleDrag } from '../../ui/play/use-angle-drag.ts';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { numberOr, text } from '../../ui/read-data.ts';
import type { SlideRendererProps } from '../renderer.ts';
import './pie-chart.css';

interface PieChartData {
  question: string;
  min: number;
  max: number;
  suffix: string;
  increment: number;
  answer: { value: number };
}

/** A pie whose slice the learner drags (or sets with the slider) to the share asked for (0–100 in steps of 1 by default). */
export default function PieChartRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<PieChartData>) {
  const t = usePlayText();
  const language = usePlayerLanguage();
  const min = numberOr(data.min, 0);
  const max = numberOr(data.max, 100);
  const step = Math.max(1, numberOr(data.increment, 1));
  const suffix = typeof data.suffix === 'string' ? data.suffix : '%';
  const answer = readQuizAnswer(data).value;
  const show = (value: number) => `${formatNumber(value, language)}${suffix}`;
  const [value, setValue] = useState(() => previewValue(state, { start: min, min, max, step }, answer));
  const { answered, check } = useQuizPhase(state);
  const correct = matchesAnswer(value, answer, step);
  const status = answered ? (correct ? 'correct' : 'incorrect') : undefined;
  const share = max === min ? 0 : (value - min) / (max - min);
  const drag = useAngleDrag(
    (angle) =>
      setValue((current) =>
        snapToStep(min + pieShare(angle, max === min ? 0 : (current - min) / (max - min)) * (max - min), min, max, step),
      ),
    answered,
  );

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
      <div className={`sw-pie${status ? ` sw-pie--${status}` : ''}`}>
        <svg className={`sw-pie__chart${answered ? '' : ' sw-pie__chart--draggable'}`} viewBox="-1 -1 2 2" aria-hidden="true" {...drag}>
          <circle className="sw-pie__whole" r="1" />
          <PieSlice share={share} />
        </svg>
        <p className={`sw-value-readout${status === 'correct' ? ' sw-value-readout--correct' : ''}`} aria-hidden="true">
          {show(value)}
        </p>
      </div>
      <input
        type="range"
        className="sw-range"
        min={Math.min(min, max)}
        max={Math.max(min, max)}
        step={step}
        value={value}
        aria-label={t('pieChart.label')}
        aria-valuetext={show(value)}
        disabled={answered}
        onChange={(event) => setValue(snapToStep(Number(event.target.value), min, max, step))}
      />
      {status === 'incorrect' && answer !== undefined ? (
        <p className="sw-correct-value">{t('value.correctValue', { value: show(answer) })}</p>
      ) : null}
    </QuizFrame>
  );
}

/** The slice from twelve o'clock, clockwise, covering `share` of the pie. */
function PieSlice({ share }: { share: number }) {
  const clamped = Math.min(1, Math.max(0, share));
  if (clamped <= 0) return null;
  if (clamped >= 1) return <circle className="sw-pie__slice" r="1" />;
  const angle = clamped * 2 * Math.PI;
  const x = Math.sin(angle);
  const y = -Math.cos(angle);
  return <path className="sw-pie__slice" d={`M 0 0 L 0 -1 A 1 1 0 ${clamped > 0.5 ? 1 : 0} 1 ${x} ${y} Z`} />;
}
