import type { TemplateField, TemplateModel } from '@slidewise/core';
import { pathKey } from './field-path.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths at which the form shows a message: every field it renders (hidden fields and ids are not
 * rendered). An issue elsewhere (a hidden field, a stray key) is listed at the top of the form instead.
 */
export function placedIssueKeys(model: TemplateModel, data: unknown): Set<string> {
  const keys = new Set<string>();
  const visit = (fields: readonly TemplateField[], path: (string | number)[], value: unknown) => {
    const record = isRecord(value) ? value : {};
    for (const field of fields) visitField(field, [...path, field.name], record[field.name]);
  };
  const visitField = (field: TemplateField, path: (string | number)[], value: unknown) => {
    if (field.hidden || field.kind === 'uuid') return;
    keys.add(pathKey(path));
    if (field.kind === 'object') visit(field.fields, path, value);
    if (field.kind === 'list' && Array.isArray(value))
      value.forEach((item, index) => {
        visitField(field.item, [...path, index], item);
      });
  };
  visit(model, [], data);
  return keys;
}
