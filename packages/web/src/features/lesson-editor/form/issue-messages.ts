import type { SlideDataIssue, TemplateField } from '@slidewise/core';
import type { TFunction } from 'i18next';
import { inSentence } from './field-label.ts';

interface IssueContext {
  field: TemplateField;
  value: unknown;
  issue: SlideDataIssue;
  label: string;
  /** For a list: the label of one item ("Answer"). */
  itemLabel?: string;
}

/**
 * The message beside a field, naming the bound it crossed ("At least 2 answers", "At most 99"), in the
 * author's language. The catalogue says which bound and its limit; its English message is the last resort.
 */
export function describeIssue(t: TFunction, { field, value, issue, label, itemLabel }: IssueContext): string {
  const { code, limit, message } = issue;
  if (code === 'required') return t('validation.required');
  switch (field.kind) {
    case 'list': {
      const count = Array.isArray(value) ? value.length : 0;
      // A count rule ("1-4 correct attributes") is reported on the list too, with the list's length in bounds.
      const lengthIssue = count < field.min || count > field.max;
      if (!lengthIssue || limit === undefined) return message;
      const names = { list: inSentence(label), item: inSentence(itemLabel ?? label) };
      if (field.min === field.max) return t('lessonEditorForm.validation.exactlyItems', { count: limit, ...names });
      return code === 'too-small'
        ? t('lessonEditorForm.validation.atLeastItems', { count: limit, ...names })
        : t('lessonEditorForm.validation.atMostItems', { count: limit, ...names });
    }
    case 'int':
    case 'number':
      if (code === 'too-small' && limit !== undefined) {
        return field.noneValue === undefined
          ? t('lessonEditorForm.validation.atLeast', { minimum: limit })
          : t('lessonEditorForm.validation.atLeastOrNone', { minimum: limit });
      }
      if (code === 'too-big' && limit !== undefined) return t('lessonEditorForm.validation.atMost', { maximum: limit });
      if (typeof value === 'number' && Number.isFinite(value) && field.kind === 'int' && !Number.isInteger(value)) {
        return t('lessonEditorForm.validation.wholeNumber');
      }
      return t('lessonEditorForm.validation.number');
    case 'html':
    case 'text':
    case 'string':
      if (code === 'too-small' && limit !== undefined) return t('validation.tooShort', { minimum: limit });
      if (code === 'too-big' && limit !== undefined) return t('validation.tooLong', { maximum: limit });
      if (code === 'invalid' && field.format === 'web-address') return t('lessonEditorForm.validation.webAddress');
      return message;
    case 'select':
      return t('lessonEditorForm.validation.chooseOption');
    case 'image':
    case 'video':
    case 'audio':
      return t('lessonEditorForm.validation.media');
    case 'scorm':
      return t('lessonEditorForm.validation.package');
    default:
      return message;
  }
}
