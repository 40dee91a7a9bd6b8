import type { TemplateField } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { pathKey } from './field-path.ts';
import { useIssueAt } from './form-context.ts';
import { describeIssue } from './issue-messages.ts';

/** The translated validation message of the field at `path`, or undefined when it is valid. */
export function useFieldError(
  field: TemplateField,
  path: readonly (string | number)[],
  value: unknown,
  label: string,
  itemLabel?: string,
): string | undefined {
  const { t } = useTranslation();
  const issue = useIssueAt(pathKey(path));
  if (issue === undefined) return undefined;
  return describeIssue(t, { field, value, issue, label, ...(itemLabel === undefined ? {} : { itemLabel }) });
}
