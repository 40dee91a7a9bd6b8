import { useState, type KeyboardEvent } from 'react';
import { usePlayerLanguage } from '../../i18n/player-language.tsx';
import { Dial, evenTicks, START_DEGREES, SWEEP_DEGREES } from '../../ui/play/Dial.tsx';
import { dialShare, formatNumber, matchesAnswer, previewValue, snapToStep } from '../../ui/play/numbers.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { readQuizAnswer } from '../../ui/play/scoring.ts';
import { useAngleDrag } from '../../ui/play/use-angle-drag.ts';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { numberOr, text } from '../../ui/read-data.ts';
import type { SlideRendererProps } from '../renderer.ts';

interface DialData {
  question: string;
  min: number;
  max: number;
  increment: number;
  labels: number;
  decimals: number;
  suffix: string;
  answer: { value: number };
}

/** A dial with labels round it; the learner turns it (dragging round it, buttons, arrow keys) to the answer. */
export default function DialRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<DialData>) {
  const t = usePlayText();
  const language = usePlayerLanguage();
  const min = numberOr(data.min, 0);
  const max = numberOr(data.max, 100);
  const step = Math.max(1, numberOr(data.increment, 1));
  const decimals = numberOr(data.decimals, 0);
  const suffix = text(data.suffix);
  const answer = readQuizAnswer(data).value;
  const show = (value: number) => `${formatNumber(value, language, decimals)}${suffix}`;
  const [value, setValue] = useState(() => previewValue(state, { start: min, min, max, step }, answer));
  const { answered, check } = useQuizPhase(state);
  const correct = matchesAnswer(value, answer, step);
  const status = answered ? (correct ? 'correct' : 'incorrect') : undefined;
  const turn = (by: number) => setValue((current) => snapToStep(current + by * step, min, max, step));
  const drag = useAngleDrag(
    (angle) => setValue(snapToStep(min + dialShare(angle, START_DEGREES, SWEEP_DEGREES) * (max - min), min, max, step)),
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
      <div
        role="slider"
        tabIndex={answered ? -1 : 0}
        aria-label={t('dial.label')}
        aria-valuemin={Math.min(min, max)}
        aria-valuemax={Math.max(min, max)}
        aria-valuenow={value}
        aria-valuetext={show(value)}
        aria-disabled={answered || undefined}
        className="sw-dial-control"
        onKeyDown={(event: KeyboardEvent) => {
          if (answered) return;
          if (event.key === 'ArrowUp' || event.key === 'ArrowRight') turn(1);
          else if (event.key === 'ArrowDown' || event.key === 'ArrowLeft') turn(-1);
          else if (event.key === 'Home') setValue(snapToStep(min, min, max, step));
          else if (event.key === 'End') setValue(snapToStep(max, min, max, step));
          else return;
          event.preventDefault();
        }}
      >
        <Dial
          min={min}
          max={max}
          value={value}
          ticks={evenTicks(min, max, numberOr(data.labels, 4), show, step)}
          status={status}
          dragHandlers={drag}
        >
          <p className={`sw-value-readout${status === 'correct' ? ' sw-value-readout--correct' : ''}`}>{show(value)}</p>
        </Dial>
      </div>
      {answered ? null : (
        <div className="sw-value-controls">
          <button type="button" className="sw-button" tabIndex={-1} aria-label={t('dial.turnDown')} onClick={() => turn(-1)}>
            −
          </button>
          <button type="button" className="sw-button" tabIndex={-1} aria-label={t('dial.turnUp')} onClick={() => turn(1)}>
            +
          </button>
        </div>
      )}
      {status === 'incorrect' && answer !== undefined ? (
        <p className="sw-correct-value">{t('value.correctValue', { value: show(answer) })}</p>
      ) : null}
    </QuizFrame>
  );
}
