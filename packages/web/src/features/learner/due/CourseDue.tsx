import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useLearnerCourseDue } from '../data/learner-queries.ts';
import { formatDate } from '../shared/format.ts';
import { QueryFailure } from '../shared/QueryFailure.tsx';
import { DueStatusBadge } from './DueStatusBadge.tsx';

/** The course page's due line: status, the cycle of recurring training, and until when its certificate holds. */
export function CourseDue({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation();
  const due = useLearnerCourseDue(courseId);
  if (due.isPending) return <Spinner label={t('learner.due.loading')} />;
  if (due.isError) {
    return (
      <QueryFailure title={t('learner.due.loadFailed')} error={due.error} retrying={due.isFetching} onRetry={() => void due.refetch()} />
    );
  }
  const item = due.data.item;
  if (!item) return null;
  return (
    <div className="learner-course-due" data-status={item.status}>
      <DueStatusBadge item={item} />
      {item.recurring ? <span>{t('learner.due.cycle', { cycle: item.cycle })}</span> : null}
      {item.certificateExpiresAt ? (
        <span>{t('learner.due.certificateExpires', { date: formatDate(item.certificateExpiresAt, i18n.language) })}</span>
      ) : null}
      {item.renewsAt ? <span>{t('learner.due.renews', { date: formatDate(item.renewsAt, i18n.language) })}</span> : null}
    </div>
  );
}
