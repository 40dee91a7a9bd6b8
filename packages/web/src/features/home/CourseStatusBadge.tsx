import { courseStatusDisplay, type CourseStatus } from '@slidewise/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './course-status-badge.css';

/** spec templates §4: each course status is shown with its label and its colour. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation();
  const display = courseStatusDisplay[status];
  return (
    <span
      className={`status-badge status-badge--${display.tone}`}
      style={{ '--status-color': display.color } as CSSProperties}
      data-status={status}
    >
      <span className="status-badge__dot" aria-hidden="true" />
      {t(`courseStatus.${status}`)}
    </span>
  );
}
