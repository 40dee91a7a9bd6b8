import type { TemplateField } from '@slidewise/core';
import type { FieldPath } from './field-path.ts';
import { FieldControl } from './FieldControl.tsx';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of an object (the slide's data itself, a group, a list item), in model order. */
export function FieldList({ fields, path, value }: { fields: readonly TemplateField[]; path: FieldPath; value: unknown }) {
  const record = isRecord(value) ? value : {};
  return (
    <>
      {fields.map((field) => (
        <FieldControl key={field.name} field={field} path={[...path, field.name]} value={record[field.name]} />
      ))}
    </>
  );
}
