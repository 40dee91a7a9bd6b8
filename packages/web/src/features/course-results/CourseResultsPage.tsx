import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { rolesAllow } from '@slidewise/core';
import { apiErrorMessage } from '../../api/index.ts';
import { useMe } from '../auth/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { useCourseHeading, useCourseResults } from './data/course-results-queries.ts';
import { LearnerResultCard } from './LearnerResultCard.tsx';
import { filterLearners, summariseResults } from './results-summary.ts';
import './course-results.css';

/** /course/:courseId/results: staff see how each learner of the course stands, lesson by lesson. */
export function CourseResultsPage() {
  const { t } = useTranslation();
  const courseId = useParams().courseId ?? '';
  const results = useCourseResults(courseId);
  const heading = useCourseHeading(courseId);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);

  // The course report (issue 15) is for those who read the account's reports: others see only this page.
  const mayReadReport = rolesAllow('analytics.readReports', useMe().data?.userRoles ?? []);
  const back = (
    <>
      {mayReadReport ? (
        <Link className="button button--secondary" to={`/analytics/courses/${encodeURIComponent(courseId)}`}>
          {t('analyticsCourses.openReport')}
        </Link>
      ) : null}
      <Link className="button button--secondary" to={`/course/${encodeURIComponent(courseId)}/edit`}>
        {t('learner.results.backToEditor')}
      </Link>
    </>
  );

  return (
    <Page title={t('learner.results.title')} {...(heading.data ? { eyebrow: heading.data.title } : {})} actions={back}>
      {results.isPending ? (
        <Spinner label={t('learner.results.loading')} />
      ) : results.isError ? (
        <div className="course-results__state">
          <Alert tone="negative">
            <p className="course-results__state-title">{t('learner.results.loadFailed')}</p>
            <p>{apiErrorMessage(results.error, t)}</p>
          </Alert>
          <div>
            <Button variant="secondary" onClick={() => void results.refetch()} disabled={results.isFetching}>
              {t('learner.common.retry')}
            </Button>
          </div>
        </div>
      ) : results.data.items.length === 0 ? (
        <div className="course-results__state">
          <h2 className="course-results__state-title">{t('learner.results.emptyTitle')}</h2>
          <p className="page__text">{t('learner.results.emptyText')}</p>
        </div>
      ) : (
        <ResultsBody
          items={results.data.items}
          minimumScore={heading.data?.minimumScore ?? 0}
          search={search}
          deferredSearch={deferredSearch}
          onSearch={setSearch}
        />
      )}
    </Page>
  );
}

interface ResultsBodyProps {
  items: Parameters<typeof summariseResults>[0];
  /** The course's passing score; 0 (or not read yet) shows no "Passed" figure. */
  minimumScore: number;
  search: string;
  deferredSearch: string;
  onSearch: (search: string) => void;
}

function ResultsBody({ items, minimumScore, search, deferredSearch, onSearch }: ResultsBodyProps) {
  const { t } = useTranslation();
  const summary = summariseResults(items, minimumScore);
  const shown = filterLearners(items, deferredSearch);
  return (
    <>
      <dl className="course-results__summary card">
        <div>
          <dt>{t('learner.results.learners')}</dt>
          <dd>{summary.learnerCount}</dd>
        </div>
        <div>
          <dt>{t('learner.results.completed')}</dt>
          <dd>{summary.completedCount}</dd>
        </div>
        {summary.passedCount === null ? null : (
          <div>
            <dt>{t('learner.results.passed')}</dt>
            <dd>{summary.passedCount}</dd>
          </div>
        )}
        <div>
          <dt>{t('learner.results.averageScore')}</dt>
          <dd>{summary.averageScore === null ? '–' : Math.round(summary.averageScore)}</dd>
        </div>
      </dl>
      <div className="field course-results__search">
        <label className="field__label" htmlFor="course-results-search">
          {t('learner.results.search')}
        </label>
        <input
          id="course-results-search"
          className="field__input"
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <p className="course-results__count" aria-live="polite">
        {t('learner.results.shown', { count: shown.length, total: items.length })}
      </p>
      <ul className="course-results__list">
        {shown.map((learner) => (
          <LearnerResultCard key={learner.userId} learner={learner} />
        ))}
      </ul>
    </>
  );
}
