import type { TextLikeField } from '@slidewise/core';
import { TextAreaField } from '../../../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../../../ui/primitives/TextField.tsx';
import { useFieldEdit } from '../use-field-edit.ts';
import { useFieldError } from '../use-field-error.ts';
import type { FieldProps } from './field-props.ts';

/** text → a multi-line textarea; string → a single-line input. */
export function TextLikeControl({ field, path, value, label, help }: FieldProps<TextLikeField>) {
  const { change, endBurst } = useFieldEdit(path, value);
  const error = useFieldError(field, path, value, label);
  const common = {
    label,
    ...(help ? { hint: help } : {}),
    ...(error ? { error } : {}),
    ...(field.required ? { requirement: 'required' as const } : {}),
    value: typeof value === 'string' ? value : '',
    maxLength: field.maxLength,
    onBlur: endBurst,
  };
  return field.kind === 'text' ? (
    <TextAreaField {...common} rows={3} onChange={(event) => change(event.target.value, { typing: true })} />
  ) : (
    <TextField
      {...common}
      {...(field.format === 'web-address' ? { type: 'url', inputMode: 'url' as const, spellCheck: false, placeholder: 'https://' } : {})}
      onChange={(event) => change(event.target.value, { typing: true })}
    />
  );
}
