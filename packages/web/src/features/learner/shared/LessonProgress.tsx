import { useTranslation } from 'react-i18next';

/** "3 of 5 lessons completed" with a bar; the bar is a progressbar so its value is announced too. */
export function LessonProgress({ completed, total }: { completed: number; total: number }) {
  const { t } = useTranslation();
  const label = t('learner.common.progress', { completed, total });
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <div className="learner-progress">
      <div
        className="learner-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
      >
        <span className="learner-progress__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <span className="learner-progress__text" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
