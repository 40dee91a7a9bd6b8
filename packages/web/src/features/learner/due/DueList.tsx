import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useLearnerDue } from '../data/learner-queries.ts';
import { QueryFailure } from '../shared/QueryFailure.tsx';
import { DueStatusBadge } from './DueStatusBadge.tsx';

/** The home's "Due" section: the courses the learner must complete, overdue first; hidden when none is due. */
export function DueList() {
  const { t } = useTranslation();
  const due = useLearnerDue();
  if (due.isPending) return <Spinner label={t('learner.due.loading')} />;
  if (due.isError) {
    return (
      <QueryFailure title={t('learner.due.loadFailed')} error={due.error} retrying={due.isFetching} onRetry={() => void due.refetch()} />
    );
  }
  const open = due.data.items.filter((item) => item.status !== 'completed' && item.status !== 'none');
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="learner-due-heading" className="learner-due">
      <h2 className="learner-section__title" id="learner-due-heading">
        {t('learner.due.heading')}
      </h2>
      <ul className="learner-due__list">
        {open.map((item) => (
          <li key={item.courseId} className="learner-due__item" data-status={item.status}>
            <Link to={`/learn/courses/${encodeURIComponent(item.courseId)}`}>{item.title}</Link>
            <DueStatusBadge item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
