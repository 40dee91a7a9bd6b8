import type { TemplateField } from '@slidewise/core';
import type { FieldPath } from '../field-path.ts';

/** What every field control receives: its model, its place in the data, its value and its label. */
export interface FieldProps<Field extends TemplateField = TemplateField> {
  field: Field;
  path: FieldPath;
  value: unknown;
  label: string;
  /** The hint under the field, translated when a translation exists. */
  help?: string | undefined;
}
