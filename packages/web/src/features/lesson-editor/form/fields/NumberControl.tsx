import { GAME_TIMER_DEFAULT_MS, type NumericField } from '@slidewise/core';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../../ui/primitives/Switch.tsx';
import { TextField } from '../../../../ui/primitives/TextField.tsx';
import { useFieldEdit } from '../use-field-edit.ts';
import { useFieldError } from '../use-field-error.ts';
import type { FieldProps } from './field-props.ts';

/** How many of the data's units make one of the form's: a limit kept in milliseconds is typed in seconds. */
const unitScale = (field: NumericField) => (field.unit === 'milliseconds' ? 1000 : 1);

const shownAs = (value: unknown, field: NumericField) =>
  typeof value === 'number' && Number.isFinite(value) && value !== field.noneValue ? String(value / unitScale(field)) : '';

/** A typed number in the data's unit: whole milliseconds for a limit typed in seconds. */
const storedAs = (typed: number, field: NumericField) => (unitScale(field) === 1 ? typed : Math.round(typed * unitScale(field)));

/**
 * int → whole numbers, number → any; the browser's own stepping keeps to min, max and step. What is
 * typed is kept as typed ("-", "1.") and reported once it is a number of the right kind; a value that
 * crosses a bound is reported and flagged, so the preview follows and the message names the bound.
 * A field kept in milliseconds (a time limit) is shown and typed in seconds.
 */
export function NumberControl({ field, path, value, label, help }: FieldProps<NumericField>) {
  const { t } = useTranslation();
  const { change, endBurst } = useFieldEdit(path, value);
  const [draft, setDraft] = useState(() => shownAs(value, field));
  const [draftError, setDraftError] = useState<string | undefined>();
  const [seenValue, setSeenValue] = useState(value);
  const issue = useFieldError(field, path, value, label);

  // A change from elsewhere (an undo, a server answer) replaces what is typed, unless it is the same number.
  if (!Object.is(seenValue, value)) {
    setSeenValue(value);
    if (draft.trim() === '' ? value !== undefined : storedAs(Number(draft), field) !== value) {
      setDraft(shownAs(value, field));
      setDraftError(undefined);
    }
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setDraft(typed);
    if (event.target.validity?.badInput) return setDraftError(t('lessonEditorForm.validation.number'));
    if (typed.trim() === '') {
      setDraftError(undefined);
      return change(undefined, { typing: true });
    }
    const number = Number(typed);
    if (!Number.isFinite(number)) return setDraftError(t('lessonEditorForm.validation.number'));
    const stored = storedAs(number, field);
    if (field.kind === 'int' && !Number.isInteger(stored)) return setDraftError(t('lessonEditorForm.validation.wholeNumber'));
    setDraftError(undefined);
    change(stored, { typing: true });
  };

  const error = draftError ?? issue;
  const allowsNegative = field.min === undefined || field.min < 0;
  const scale = unitScale(field);
  const wholeNumbers = field.kind === 'int' && scale === 1;
  const isNone = field.noneValue !== undefined && value === field.noneValue;
  const input = (
    <TextField
      label={label}
      {...(help ? { hint: help } : {})}
      {...(error ? { error } : {})}
      {...(field.required ? { requirement: 'required' as const } : {})}
      className="slide-form__number"
      type="number"
      {...(allowsNegative ? {} : { inputMode: wholeNumbers ? ('numeric' as const) : ('decimal' as const) })}
      min={field.min === undefined ? undefined : field.min / scale}
      max={field.max === undefined ? undefined : field.max / scale}
      step={wholeNumbers ? 1 : 'any'}
      value={draft}
      disabled={isNone}
      onChange={onChange}
      onBlur={endBurst}
    />
  );
  if (field.noneValue === undefined) return input;
  const { noneValue } = field;
  // templates §3.1: a value such as the quiz timer's -1 means "no limit", a choice rather than a number.
  return (
    <div className="slide-form__number-with-none">
      {input}
      <Switch
        label={t('lessonEditorForm.number.none', { label })}
        checked={isNone}
        onChange={(event) => {
          setDraftError(undefined);
          change(event.target.checked ? noneValue : valueWhenSome(field, noneValue));
        }}
      />
    </div>
  );
}

/**
 * The value a field takes when "none" is switched off: its default, else for a time limit the games'
 * 20 seconds (its minimum, a millisecond, would end the question at once), else its minimum.
 */
function valueWhenSome(field: NumericField, noneValue: number): number {
  if (field.default !== undefined && field.default !== noneValue) return field.default;
  if (field.unit === 'milliseconds') return Math.max(GAME_TIMER_DEFAULT_MS, field.min ?? 0);
  return field.min ?? 0;
}
