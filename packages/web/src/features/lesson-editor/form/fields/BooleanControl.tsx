import type { BooleanField } from '@slidewise/core';
import { Switch } from '../../../../ui/primitives/Switch.tsx';
import { useFieldEdit } from '../use-field-edit.ts';
import type { FieldProps } from './field-props.ts';

export function BooleanControl({ path, value, label, help }: FieldProps<BooleanField>) {
  const { change } = useFieldEdit(path, value);
  return (
    <Switch label={label} {...(help ? { hint: help } : {})} checked={value === true} onChange={(event) => change(event.target.checked)} />
  );
}
