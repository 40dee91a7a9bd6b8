import type { TextLikeField } from '@slidewise/core';
import { TextAreaField } from '../../../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../../../ui/primitives/TextField.tsx';
import { useFieldEdit } from '../use-field-edit.ts';
import { useFieldError } from '../use-field-error.ts';
import type { FieldProps } from './field-props.ts';

/**
 * text → a multi-line textarea; string → a single-line input. A field's default ("Start", "Time's up!")
 * is its placeholder, never text in the box that typing would add to: while the data holds the default
 * the box is empty, and emptying the box gives the default back.
 */
export function TextLikeControl({ field, path, value, label, help }: FieldProps<TextLikeField>) {
  const { change, endBurst } = useFieldEdit(path, value);
  const error = useFieldError(field, path, value, label);
  const fallback = field.default?.trim() ? field.default : undefined;
  const text = typeof value === 'string' ? value : '';
  const report = (typed: string) => change(typed === '' && fallback !== undefined ? fallback : typed, { typing: true });
  const common = {
    label,
    ...(help ? { hint: help } : {}),
    ...(error ? { error } : {}),
    ...(field.required ? { requirement: 'required' as const } : {}),
    value: fallback !== undefined && text === fallback ? '' : text,
    ...(fallback !== undefined ? { placeholder: fallback } : {}),
    maxLength: field.maxLength,
    onBlur: endBurst,
  };
  return field.kind === 'text' ? (
    <TextAreaField {...common} rows={3} onChange={(event) => report(event.target.value)} />
  ) : (
    <TextField
      {...common}
      {...(field.format === 'web-address' ? { type: 'url', inputMode: 'url' as const, spellCheck: false, placeholder: 'https://' } : {})}
      onChange={(event) => report(event.target.value)}
    />
  );
}
