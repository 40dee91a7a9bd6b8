import type { TextLikeField } from '@slidewise/core';
import { useFieldEdit } from '../use-field-edit.ts';
import { useFieldError } from '../use-field-error.ts';
import type { FieldProps } from './field-props.ts';
import { RichTextEditor } from '../../../../ui/rich-text/RichTextEditor.tsx';

/**
 * html → the rich-text editor. The server sanitises what is saved. Each keystroke is part of a typing
 * burst, so typing in one field is one undo step of the lesson until the field loses focus.
 */
export function RichTextControl({ field, path, value, label, help }: FieldProps<TextLikeField>) {
  const { change, endBurst } = useFieldEdit(path, value);
  const error = useFieldError(field, path, value, label);
  return (
    <RichTextEditor
      value={typeof value === 'string' ? value : ''}
      label={label}
      help={help}
      error={error}
      onChange={(html) => change(html, { typing: true })}
      onBlur={endBurst}
    />
  );
}
