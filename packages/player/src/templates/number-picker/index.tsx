import { useState, type KeyboardEvent } from 'react';
import { usePlayerLanguage } from '../../i18n/player-language.tsx';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { readQuizAnswer } from '../../ui/play/scoring.ts';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { numberOr, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import { numberPickerTitle } from './title-parts.ts';
import './number-picker.css';

interface NumberPickerData {
  title: string;
  number: { digits: number; min: number; max: number; prefix: string; suffix: string; initial: number };
  answer: { value: number };
}

interface Wheels {
  digits: number;
  min: number;
  max: number;
}

/**
 * Digit wheels between the prefix and the unit; the title shows the number in its place (where the
 * hashes are, or else where the answer is written).
 */
export default function NumberPickerRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
}: SlideRendererProps<NumberPickerData>) {
  const t = usePlayText();
  const language = usePlayerLanguage();
  const number = record(data.number);
  const digits = Math.min(4, Math.max(1, Math.floor(numberOr(number.digits, 2))));
  const wheels: Wheels = {
    digits,
    min: Math.max(0, numberOr(number.min, 0)),
    max: Math.min(10 ** digits - 1, numberOr(number.max, 10 ** digits - 1)),
  };
  const prefix = text(number.prefix);
  const suffix = text(number.suffix);
  const answer = readQuizAnswer(data).value;
  const [value, setValue] = useState(() => initialValue(state, wheels, numberOr(number.initial, 0), answer));
  // The title's place stays blank until the learner turns a wheel.
  const [touched, setTouched] = useState(state !== 'prompt');
  const { answered, check } = useQuizPhase(state);
  const correct = answer !== undefined && value === answer;
  const title = numberPickerTitle(text(data.title), answer);
  const shown = `${prefix}${String(value).padStart(digits, '0')}${suffix}`;
  const numberFormat = new Intl.NumberFormat(language, { useGrouping: false });

  const turn = (position: number, by: 1 | -1) => {
    setTouched(true);
    setValue((current) => {
      const place = 10 ** (digits - 1 - position);
      const digit = Math.floor(current / place) % 10;
      // A wheel turns round: 9 up gives 0 without carrying into the next wheel.
      const next = current - digit * place + ((((digit + by) % 10) + 10) % 10) * place;
      return Math.min(wheels.max, Math.max(wheels.min, next));
    });
  };

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
      question={title.hasPlace ? '' : title.before}
      answered={answered}
      correct={correct}
      canCheck
      onCheck={check}
    >
      {title.hasPlace ? (
        <h2 className="sw-title sw-number-picker__title">
          {title.before}
          {/* The title carries its own unit ("from $##"), so the place holds the bare number. */}
          <span className={`sw-gap${answered && correct ? ' sw-gap--correct' : ''}`}>
            {touched || answered ? numberFormat.format(value) : '\u00a0'.repeat(3)}
          </span>
          {title.after}
        </h2>
      ) : null}
      <div className="sw-number-picker" role="group" aria-label={t('numberPicker.value', { value: shown })}>
        {prefix ? <span className="sw-number-picker__unit">{prefix}</span> : null}
        {Array.from({ length: digits }, (_, position) => {
          const digit = Math.floor(value / 10 ** (digits - 1 - position)) % 10;
          return (
            <div key={position} className="sw-number-picker__wheel">
              <button
                type="button"
                className="sw-number-picker__turn"
                tabIndex={-1}
                aria-label={t('numberPicker.up', { index: position + 1 })}
                disabled={answered}
                onClick={() => turn(position, 1)}
              >
                ▲
              </button>
              <span
                role="spinbutton"
                tabIndex={answered ? -1 : 0}
                className="sw-number-picker__digit"
                aria-label={t('numberPicker.digit', { index: position + 1 })}
                aria-valuemin={0}
                aria-valuemax={9}
                aria-valuenow={digit}
                aria-readonly={answered || undefined}
                onKeyDown={(event: KeyboardEvent) => {
                  if (answered) return;
                  if (event.key === 'ArrowUp') turn(position, 1);
                  else if (event.key === 'ArrowDown') turn(position, -1);
                  else return;
                  event.preventDefault();
                }}
              >
                {numberFormat.format(digit)}
              </span>
              <button
                type="button"
                className="sw-number-picker__turn"
                tabIndex={-1}
                aria-label={t('numberPicker.down', { index: position + 1 })}
                disabled={answered}
                onClick={() => turn(position, -1)}
              >
                ▼
              </button>
            </div>
          );
        })}
        {suffix ? <span className="sw-number-picker__unit">{suffix}</span> : null}
      </div>
      {answered && !correct && answer !== undefined ? (
        <p className="sw-correct-value">{t('value.correctValue', { value: `${prefix}${answer}${suffix}` })}</p>
      ) : null}
    </QuizFrame>
  );
}

function initialValue(state: PreviewState, wheels: Wheels, initial: number, answer: number | undefined): number {
  const clamp = (value: number) => Math.min(wheels.max, Math.max(wheels.min, value));
  if (state === 'answered' && answer !== undefined) return clamp(answer);
  if (state === 'interacted' && answer !== undefined) {
    // Mid-answer: the first wheel already shows the answer's first digit, the others do not yet.
    const place = 10 ** (wheels.digits - 1);
    const moved = clamp(Math.floor(answer / place) * place + (initial % place));
    return moved === answer ? clamp(moved + (moved % 10 === 9 ? -1 : 1)) : moved;
  }
  return clamp(initial);
}
