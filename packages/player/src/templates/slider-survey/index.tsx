import { useId, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { flag, record, text } from '../../ui/read-data.ts';
import { sampleAverage } from '../../ui/sample-results.ts';
import { averageValue } from '../../ui/survey-results.ts';
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
  socialLearning: { enabled: boolean };
}

/** Where the thumb starts: the middle, then moved on a little mid-way. */
function initialValue(state: PreviewState, scale: Scale): number {
  return valueAt(scale, state === 'prompt' ? 0.5 : 0.75);
}

/** The learner places a value between two labelled ends, submits, and sees the average. */
export default function SliderSurveyRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
  othersAnswers,
}: SlideRendererProps<SliderSurveyData>) {
  const t = usePlayerText();
  const questionId = useId();
  const scale = readScale(data);
  const [value, setValue] = useState(() => initialValue(state, scale));
  const [submitted, setSubmitted] = useState(state === 'answered');
  const shown = Math.min(scale.max, Math.max(scale.min, value));
  const position = (number: number) => (scale.max === scale.min ? 0 : ((number - scale.min) / (scale.max - scale.min)) * 100);
  const minLabel = text(data.minLabel);
  const maxLabel = text(data.maxLabel);
  // The editor shows a labelled example average; a learner sees the real one, with social learning only.
  const social = flag(record(data.socialLearning).enabled, false);
  const average =
    mode === 'preview'
      ? sampleAverage(scale.min, scale.max)
      : social && othersAnswers
        ? averageValue(othersAnswers, shown, scale.min, scale.max)
        : null;
  const showAverage = submitted && average !== null;

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
          {showAverage ? <span className="sw-slider__average" style={{ left: `${position(average)}%` }} aria-hidden="true" /> : null}
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
      {showAverage ? (
        <>
          {mode === 'preview' ? (
            <SampleResultsNote />
          ) : (
            <p className="sw-caption">{t('survey.responses', { count: othersAnswers?.length ?? 0 })}</p>
          )}
          <p className="sw-title">{t('survey.average', { value: formatValue(scale, average) })}</p>
        </>
      ) : null}
    </SlideFrame>
  );
}
