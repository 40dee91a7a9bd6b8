import type { TFunction } from 'i18next';

/** The parts of a zod issue we read; structural, so the web app needs no zod import of its own. */
export interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Turns the issues of a core schema into one translated message per field (the first issue wins).
 * An empty field always reads "required", whatever rule it broke first. `custom` gives the wording of
 * a schema's own refinements, by field.
 */
export function fieldErrors<Field extends string>(
  issues: readonly ValidationIssue[],
  values: Record<Field, string>,
  t: TFunction,
  custom: Partial<Record<Field, string>> = {},
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (errors[field] !== undefined) continue;
    const isEmpty = (values[field] ?? '').trim() === '';
    errors[field] =
      issue.code === 'custom' ? (custom[field] ?? t('validation.invalid')) : isEmpty ? t('validation.required') : issueMessage(issue, t);
  }
  return errors;
}

function issueMessage(issue: ValidationIssue, t: TFunction): string {
  switch (issue.code) {
    case 'too_small':
      return t('validation.tooShort', { minimum: Number(issue.minimum) });
    case 'too_big':
      return t('validation.tooLong', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}

/** Moves focus to the first field marked invalid, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalidField(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
