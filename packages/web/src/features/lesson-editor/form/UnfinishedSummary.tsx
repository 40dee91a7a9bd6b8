import { fieldAtPath, type SlideDataIssue, type TemplateModel } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { rememberedFieldText } from './field-label.ts';
import { describeIssue } from './issue-messages.ts';

interface UnfinishedSummaryProps {
  templateType: string;
  model: TemplateModel;
  data: unknown;
  /** The slide's unfinished issues (core's splitSlideIssues): saved, but in the way of publishing. */
  issues: readonly SlideDataIssue[];
}

const valueAt = (data: unknown, path: readonly (string | number)[]) =>
  path.reduce<unknown>(
    (value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined),
    data,
  );

/**
 * DESIGN.md: a draft saves whatever is still empty; this says so above the form and lists what publishing
 * will ask for, each field by its label (an item of a list by its number), with the message beside it.
 */
export function UnfinishedSummary({ templateType, model, data, issues }: UnfinishedSummaryProps) {
  const { t, i18n } = useTranslation();
  if (issues.length === 0) return null;
  const labelOf = (path: readonly (string | number)[]) => {
    const field = fieldAtPath(model, path);
    return field ? rememberedFieldText(i18n, templateType, field, path).label : path.join('.');
  };
  const describe = (issue: SlideDataIssue) => {
    const field = fieldAtPath(model, issue.path);
    const label = labelOf(issue.path);
    const message = field ? describeIssue(t, { field, value: valueAt(data, issue.path), issue, label }) : issue.message;
    const itemAt = issue.path.findLastIndex((key) => typeof key === 'number');
    if (itemAt < 0) return t('publishing.form.field', { field: label, message });
    const listPath = issue.path.slice(0, itemAt);
    return t('publishing.form.itemField', {
      list: labelOf(listPath),
      number: Number(issue.path[itemAt]) + 1,
      field: label,
      message,
    });
  };
  return (
    <div className="slide-form__unfinished" data-testid="unfinished-summary">
      <Alert tone="info">
        <p className="slide-form__unfinished-title">{t('publishing.form.title')}</p>
        <p>{t('publishing.form.text', { count: issues.length })}</p>
        <ul className="slide-form__unplaced">
          {issues.map((issue) => (
            <li key={`${issue.path.join('.')}:${issue.code}`}>{describe(issue)}</li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
