import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAssessmentsToGrade } from './data/moderation-queries.ts';
import { ListState } from './ListState.tsx';

/** Each assessment of the account links to its submissions, with how many wait for a grade. */
export function AssessmentsToGrade() {
  const { t } = useTranslation();
  const query = useAssessmentsToGrade();
  return (
    <section className="moderation__group" aria-labelledby="moderation-assessments">
      <h3 id="moderation-assessments" className="moderation__group-title">
        {t('moderation.assessments.title')}
      </h3>
      <ListState query={query} loading={t('moderation.assessments.loading')} failed={t('moderation.assessments.loadFailed')} empty={t('moderation.assessments.empty')}>
        {(data) => (
          <ul className="moderation__list">
            {data.items.map((item) => (
              <li key={item.id} className="moderation__item">
                <Link className="moderation__link" to={`/assignments/${encodeURIComponent(item.id)}/submissions`}>
                  {item.title}
                </Link>
                <span className="moderation__course">{item.courseTitle}</span>
                <span className="moderation__facts">
                  {item.waitingCount > 0 ? (
                    <span className="moderation__waiting">{t('moderation.assessments.waiting', { count: item.waitingCount })}</span>
                  ) : (
                    <span>{t('moderation.assessments.noneWaiting')}</span>
                  )}
                  <span>{t('moderation.assessments.submissions', { count: item.submissionCount })}</span>
                  {item.isPublished ? null : <span>{t('moderation.unpublished')}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
