import type { LearnerObservation, ObservationSubmission } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ActivityQueryView } from '../activities/index.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { getLearnerObservation, observationQueryKeys } from '../practical-assessment/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import './learner-sessions.css';

/** /learn/observations/:lessonId: what the observer looks for, and the learner's results once the observer submitted them. */
export function LearnerObservationPage() {
  const { t } = useTranslation();
  const { lessonId = '' } = useParams();
  const observation = useQuery({
    queryKey: observationQueryKeys.learnerObservation(lessonId),
    queryFn: () => getLearnerObservation(lessonId),
  });

  return (
    <ActivityQueryView
      query={observation}
      texts={{
        loading: t('observations.learner.loading'),
        pageTitle: t('pages.practicalAssessment.title'),
        loadFailed: t('observations.learner.loadFailed'),
        retry: t('observations.retry'),
      }}
    >
      {(item) => (
        <Page
          title={item.title}
          eyebrow={item.courseTitle}
          actions={
            <Link to={`/learn/courses/${encodeURIComponent(item.courseId)}`}>
              {t('observations.learner.backToCourse', { course: item.courseTitle })}
            </Link>
          }
        >
          {item.description ? <p className="learner-session__description">{item.description}</p> : null}
          <p className="learner-session__notice">{t('observations.learner.howItWorks')}</p>
          {item.criteria.length > 0 ? (
            <section aria-labelledby="observation-criteria">
              <h2 id="observation-criteria">{t('observations.learner.criteriaTitle')}</h2>
              <ul className="learner-session__criteria">
                {item.criteria.map((criterion) => (
                  <li key={criterion.id}>
                    <strong>{criterion.title}</strong>
                    {criterion.description ? <span className="learner-session__muted"> {criterion.description}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="observation-results" className="learner-session__results">
            <h2 id="observation-results">{t('observations.learner.resultsTitle')}</h2>
            {item.submissions.length === 0 ? <p className="learner-session__muted">{t('observations.learner.noResults')}</p> : null}
            {item.submissions.map((submission) => (
              <Result key={submission.id} observation={item} submission={submission} />
            ))}
          </section>
        </Page>
      )}
    </ActivityQueryView>
  );
}

function Result({ observation, submission }: { observation: LearnerObservation; submission: ObservationSubmission }) {
  const { t, i18n } = useTranslation();
  const when = submission.completedAt ?? submission.submittedAt ?? submission.modifiedAt;
  const titleOf = (criterionId: string) =>
    observation.criteria.find((criterion) => criterion.id === criterionId)?.title ?? t('observations.learner.removedCriterion');
  return (
    <article
      className="learner-session__result"
      aria-label={t('observations.learner.resultLabel', { when: formatDateTime(when, i18n.language) })}
    >
      <p className="learner-session__outcome">
        {submission.state === 'completed'
          ? submission.passed
            ? t('observations.learner.passed')
            : t('observations.learner.notPassed')
          : t('observations.learner.waiting')}
      </p>
      <p className="learner-session__muted">
        {t('observations.learner.observedBy', { name: submission.observer.name, when: formatDateTime(when, i18n.language) })}
      </p>
      {submission.ratings.length > 0 ? (
        <dl className="learner-session__ratings">
          {submission.ratings.map((rating) => (
            <div key={rating.criterionId}>
              <dt>{titleOf(rating.criterionId)}</dt>
              <dd>
                {rating.met === true
                  ? t('observations.records.met')
                  : rating.met === false
                    ? t('observations.records.notMet')
                    : t('observations.records.unjudged')}
                {rating.note ? ` · ${rating.note}` : ''}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {submission.note ? <p>{submission.note}</p> : null}
    </article>
  );
}
