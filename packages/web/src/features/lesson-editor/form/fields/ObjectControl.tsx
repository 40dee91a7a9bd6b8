import type { ObjectField } from '@slidewise/core';
import { FieldList } from '../FieldList.tsx';
import { useFieldError } from '../use-field-error.ts';
import type { FieldProps } from './field-props.ts';

/** A group of named fields ("Answer", "Timer") as one fieldset. */
export function ObjectControl({ field, path, value, label, help }: FieldProps<ObjectField>) {
  const error = useFieldError(field, path, value, label);
  return (
    <fieldset className="slide-form__group">
      <legend className="slide-form__legend">{label}</legend>
      {help ? <p className="field__hint">{help}</p> : null}
      {error ? <p className="field__error">{error}</p> : null}
      <FieldList fields={field.fields} path={path} value={value} />
    </fieldset>
  );
}
