import { useTranslation } from 'react-i18next';
import '../../ui/activity/activity.css';

/** What completes the item, and whether the learner has done it. */
export function Requirements({ items, completed }: { items: readonly string[]; completed: boolean }) {
  const { t } = useTranslation();
  if (completed) {
    return (
      <p>
        <span className="activity__badge activity__badge--passed">{t('discussions.learner.completed')}</span>
      </p>
    );
  }
  if (items.length === 0) return null;
  return (
    <div className="learner-activity__requirements">
      <p>{t('discussions.learner.toComplete')}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
