import { useId, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { record, text } from '../../ui/read-data.ts';
import { sampleAverage } from '../../ui/sample-results.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import { SampleResultsNote, SurveyQuestion } from '../../ui/SurveyParts.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import { formatValue, readScale, tickValues, valueAt, type Scale } from './scale.ts';
import './slider-survey.css';

interface SliderSurveyData {
  question: { id: string; content: string };
  min: number;
  max: number;
  labels: number;
  decimals: number;
  increment: number;
  minLabel: string;
  maxLabel: string;
}

/** Where the thumb starts: the middle, then moved on a little mid-way. */
function initialValue(state: PreviewState, scale: Scale): number {
  return valueAt(scale, state === 'prompt' ? 0.5 : 0.75);
}

/** The learner places a value between two labelled ends, submits, and sees the average. */
export default function SliderSurveyRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<SliderSurveyData>) {
  const t = usePlayerText();
  const questionId = useId();
  const scale = readScale(data);
  const [value, setValue] = useState(() => initialValue(state, scale));
  const [submitted, setSubmitted] = useState(state === 'answered');
  const shown = Math.min(scale.max, Math.max(scale.min, value));
  const position = (number: number) => (scale.max === scale.min ? 0 : ((number - scale.min) / (scale.max - scale.min)) * 100);
  const minLabel = text(data.minLabel);
  const maxLabel = text(data.maxLabel);
  const average = sampleAverage(scale.min, scale.max);

  return (
    <SlideFrame
      type={slide.type}
      state={state}
      footer={
        submitted ? (
          <DoneButton template={template} onDone={onDone} />
        ) : (
          <button
            type="button"
            className="sw-button sw-button--primary"
            onClick={() => {
              setSubmitted(true);
              onResult?.({ correct: null, answers: shown, points: 0 });
            }}
          >
            {t('survey.submit')}
          </button>
        )
      }
    >
      <SurveyQuestion id={questionId} html={text(record(data.question).content)} />
      <div className="sw-slider">
        <p className="sw-slider__value" aria-live="polite">
          {t('survey.value', { value: formatValue(scale, shown) })}
        </p>
        <div className="sw-slider__track">
          <input
            type="range"
            className="sw-slider__input"
            min={scale.min}
            max={scale.max}
            step={scale.step > 0 ? scale.step : 'any'}
            value={shown}
            disabled={submitted}
            aria-labelledby={questionId}
            aria-valuetext={formatValue(scale, shown)}
            onChange={(event) => setValue(Number(event.target.value))}
          />
          {submitted && mode === 'preview' ? (
            <span className="sw-slider__average" style={{ left: `${position(average)}%` }} aria-hidden="true" />
          ) : null}
        </div>
        <ol className="sw-slider__ticks" aria-hidden="true">
          {tickValues(scale).map((tick, index) => (
            <li key={index} style={{ left: `${position(tick)}%` }}>
              {formatValue(scale, tick)}
            </li>
          ))}
        </ol>
        {minLabel || maxLabel ? (
          <div className="sw-slider__ends">
            <span>{minLabel}</span>
            <span>{maxLabel}</span>
          </div>
        ) : null}
      </div>
      {submitted && mode === 'preview' ? (
        <>
          <SampleResultsNote />
          <p className="sw-title">{t('survey.average', { value: formatValue(scale, average) })}</p>
        </>
      ) : null}
    </SlideFrame>
  );
}
