import { useState } from 'react';
import { usePlayerLanguage } from '../../i18n/player-language.tsx';
import { formatNumber, matchesAnswer } from '../../ui/play/numbers.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { flag, list, numberOr, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import { evenShares, shareOut } from './share-out.ts';
import './ratio.css';

interface RatioData {
  question: string;
  bars: { id: string; title: string; value: number }[];
  total: number;
  increment: number;
  independent: boolean;
}

interface Bar {
  title: string;
  value: number;
}

/**
 * Bars the learner sets to show how a total is shared: raising one lowers the others (or, when
 * independent, each moves alone). A stacked bar above shows the shares at a glance.
 */
export default function RatioRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<RatioData>) {
  const t = usePlayText();
  const language = usePlayerLanguage();
  const bars = list(data.bars).map((value): Bar => {
    const item = record(value);
    return { title: text(item.title), value: numberOr(item.value, 0) };
  });
  const total = Math.max(1, numberOr(data.total, 100));
  const step = Math.max(1, numberOr(data.increment, 1));
  const independent = flag(data.independent, false);
  const [values, setValues] = useState(() => initialValues(state, bars, total, step, independent));
  const { answered, check } = useQuizPhase(state);
  const correct = bars.length > 0 && bars.every((bar, index) => matchesAnswer(values[index] ?? 0, bar.value, step));
  const sum = values.reduce((all, value) => all + value, 0);

  const setBar = (index: number, to: number) =>
    setValues((current) => {
      if (!independent) return shareOut(current, index, to, total, step);
      const next = [...current];
      next[index] = to;
      return next;
    });

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={values}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={correct}
      canCheck={bars.length > 0}
      onCheck={check}
    >
      {independent ? null : (
        <div className="sw-ratio__stack" aria-hidden="true">
          {bars.map((_bar, index) => (
            <span key={index} className={`sw-ratio__share sw-ratio__share--${index % 4}`} style={{ flexGrow: values[index] ?? 0 }}>
              {(values[index] ?? 0) > 0 ? formatNumber(values[index] ?? 0, language) : ''}
            </span>
          ))}
        </div>
      )}
      <ul className="sw-ratio">
        {bars.map((bar, index) => {
          const value = values[index] ?? 0;
          const mark = answered ? (matchesAnswer(value, bar.value, step) ? 'correct' : 'incorrect') : undefined;
          return (
            <li key={index} className={`sw-ratio__bar sw-ratio__bar--${index % 4}${mark ? ` sw-ratio__bar--${mark}` : ''}`}>
              <label className="sw-ratio__label" htmlFor={`${slide.id}-bar-${index}`}>
                <span>{bar.title}</span>
                <span className="sw-ratio__value">{formatNumber(value, language)}</span>
              </label>
              <input
                id={`${slide.id}-bar-${index}`}
                type="range"
                className="sw-range"
                min={0}
                max={total}
                step={step}
                value={value}
                aria-valuetext={formatNumber(value, language)}
                disabled={answered}
                onChange={(event) => setBar(index, Number(event.target.value))}
              />
              {mark === 'incorrect' ? (
                <p className="sw-correct-value">{t('value.correctValue', { value: formatNumber(bar.value, language) })}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {independent ? null : (
        <p className="sw-caption sw-ratio__total">
          {t('ratio.total', { value: formatNumber(sum, language), total: formatNumber(total, language) })}
        </p>
      )}
    </QuizFrame>
  );
}

function initialValues(state: PreviewState, bars: readonly Bar[], total: number, step: number, independent: boolean): number[] {
  if (state === 'answered') return bars.map((bar) => bar.value);
  const start = evenShares(bars.length, total, step);
  if (state !== 'interacted' || bars.length === 0) return start;
  // Mid-answer: the first bar is set; the others have moved with it (or, independent, not at all).
  if (independent) return [bars[0]!.value, ...start.slice(1)];
  return shareOut(start, 0, bars[0]!.value, total, step);
}
