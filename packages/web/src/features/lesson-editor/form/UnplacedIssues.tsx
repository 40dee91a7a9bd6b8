import type { SlideDataIssue } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/primitives/Alert.tsx';

/** Problems the form has no field to show beside (a hidden field's value, a field of another template). */
export function UnplacedIssues({ issues }: { issues: readonly SlideDataIssue[] }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <Alert tone="negative">
      <p>{t('lessonEditorForm.unplacedIssues', { count: issues.length })}</p>
      <ul className="slide-form__unplaced">
        {issues.map((issue) => (
          <li key={issue.path.join('.')}>
            <code>{issue.path.join('.') || '—'}</code>: {issue.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
