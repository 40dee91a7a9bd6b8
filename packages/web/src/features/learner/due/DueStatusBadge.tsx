import type { LearnerDueItem } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../shared/format.ts';

/** How a course is due, in words: "Overdue since 1 Jul 2026", "Due 1 Jul 2026", "Completed"… */
export function DueStatusBadge({ item }: { item: LearnerDueItem }) {
  const { t, i18n } = useTranslation();
  const date = item.dueAt ? formatDate(item.dueAt, i18n.language) : '';
  const text =
    item.status === 'overdue'
      ? t('learner.due.overdue', { date })
      : item.status === 'due-soon' || item.status === 'upcoming'
        ? t('learner.due.dueOn', { date })
        : item.status === 'completed'
          ? t('learner.due.completed')
          : t('learner.due.noDate');
  return <span className={`learner-due-badge learner-due-badge--${item.status}`}>{text}</span>;
}
