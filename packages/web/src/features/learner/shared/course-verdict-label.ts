import type { CourseVerdict } from '@slidewise/core';
import type { TFunction } from 'i18next';

/** The words for how a course stands (the server's verdict): "Passed" only when the course sets a passing score. */
export function courseVerdictLabel(t: TFunction, verdict: CourseVerdict): string {
  switch (verdict) {
    case 'in-progress':
      return t('learner.course.inProgress');
    case 'completed':
      return t('learner.common.completed');
    case 'passed':
      return t('learner.common.passed');
    case 'completed-not-passed':
      return t('learner.course.completedNotPassed');
  }
}
