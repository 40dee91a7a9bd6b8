import type { NumericField } from '@slidewise/core';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../../ui/primitives/Switch.tsx';
import { TextField } from '../../../../ui/primitives/TextField.tsx';
import { useFieldEdit } from '../use-field-edit.ts';
import { useFieldError } from '../use-field-error.ts';
import type { FieldProps } from './field-props.ts';

const shownAs = (value: unknown, noneValue?: number) =>
  typeof value === 'number' && Number.isFinite(value) && value !== noneValue ? String(value) : '';

/**
 * int → whole numbers, number → any; the browser's own stepping keeps to min, max and step. What is
 * typed is kept as typed ("-", "1.") and reported once it is a number of the right kind; a value that
 * crosses a bound is reported and flagged, so the preview follows and the message names the bound.
 */
export function NumberControl({ field, path, value, label, help }: FieldProps<NumericField>) {
  const { t } = useTranslation();
  const { change, endBurst } = useFieldEdit(path, value);
  const [draft, setDraft] = useState(() => shownAs(value, field.noneValue));
  const [draftError, setDraftError] = useState<string | undefined>();
  const [seenValue, setSeenValue] = useState(value);
  const issue = useFieldError(field, path, value, label);

  // A change from elsewhere (an undo, a server answer) replaces what is typed, unless it is the same number.
  if (!Object.is(seenValue, value)) {
    setSeenValue(value);
    if (draft.trim() === '' ? value !== undefined : Number(draft) !== value) {
      setDraft(shownAs(value, field.noneValue));
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
    if (field.kind === 'int' && !Number.isInteger(number)) return setDraftError(t('lessonEditorForm.validation.wholeNumber'));
    setDraftError(undefined);
    change(number, { typing: true });
  };

  const error = draftError ?? issue;
  const allowsNegative = field.min === undefined || field.min < 0;
  const isNone = field.noneValue !== undefined && value === field.noneValue;
  const input = (
    <TextField
      label={label}
      {...(help ? { hint: help } : {})}
      {...(error ? { error } : {})}
      {...(field.required ? { requirement: 'required' as const } : {})}
      className="slide-form__number"
      type="number"
      {...(allowsNegative ? {} : { inputMode: field.kind === 'int' ? ('numeric' as const) : ('decimal' as const) })}
      min={field.min}
      max={field.max}
      step={field.kind === 'int' ? 1 : 'any'}
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
          change(event.target.checked ? noneValue : ((field.default !== noneValue ? field.default : undefined) ?? field.min ?? 0));
        }}
      />
    </div>
  );
}
