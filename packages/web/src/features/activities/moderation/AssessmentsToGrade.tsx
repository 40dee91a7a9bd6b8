import { useTranslation } from 'react-i18next';
import { useAssessmentsToGrade } from './data/moderation-queries.ts';
import { ModerationGroup } from './ModerationGroup.tsx';

/** Each assessment of the account links to its submissions, with how many wait for a grade. */
export function AssessmentsToGrade() {
  const { t } = useTranslation();
  return (
    <ModerationGroup
      id="moderation-assessments"
      title={t('moderation.assessments.title')}
      query={useAssessmentsToGrade()}
      texts={{
        loading: t('moderation.assessments.loading'),
        failed: t('moderation.assessments.loadFailed'),
        empty: t('moderation.assessments.empty'),
      }}
      hrefOf={(item) => `/assignments/${encodeURIComponent(item.id)}/submissions`}
      facts={(item) => (
        <>
          {item.waitingCount > 0 ? (
            <span className="moderation__waiting">{t('moderation.assessments.waiting', { count: item.waitingCount })}</span>
          ) : (
            <span>{t('moderation.assessments.noneWaiting')}</span>
          )}
          <span>{t('moderation.assessments.submissions', { count: item.submissionCount })}</span>
        </>
      )}
    />
  );
}
