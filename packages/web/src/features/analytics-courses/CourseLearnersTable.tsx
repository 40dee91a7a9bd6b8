import { type CsvCell, courseLearnerColumns } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { ReportQueryState } from '../../ui/chart/ReportQueryState.tsx';
import { ReportTableView } from '../../ui/chart/ReportTableView.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { courseLearnersCsvPath } from './data/analytics-courses-api.ts';
import { useCourseLearners } from './data/analytics-courses-queries.ts';
import { learnerTable } from './report-tables.ts';

/**
 * The course report's learners, the first page at once and more on request (a course may have thousands),
 * with every learner's CSV from the server rather than only the rows loaded.
 */
export function CourseLearnersTable({ courseId, learnerCount }: { courseId: string; learnerCount: number }) {
  const { t, i18n } = useTranslation();
  const learners = useCourseLearners(courseId);
  // The last activity reads in the reader's language; the CSV keeps it in ISO, which spreadsheets read.
  const display = (cell: CsvCell, column: number) =>
    cell === null || cell === undefined
      ? '–'
      : column === courseLearnerColumns.indexOf('lastActivity')
        ? formatDateTime(String(cell), i18n.language)
        : String(cell);
  return (
    <ReportQueryState query={learners} loadingLabel={t('analyticsCourses.loading')} failedTitle={t('analyticsCourses.learnersFailed')}>
      {(data) => {
        const shown = data.pages.flatMap((page) => page.items);
        const footer = (
          <>
            <p className="page__text" aria-live="polite">
              {t('analyticsCourses.shownOf', { shown: shown.length, total: Math.max(learnerCount, shown.length) })}
            </p>
            {learners.hasNextPage ? (
              <Button variant="secondary" onClick={() => void learners.fetchNextPage()} disabled={learners.isFetchingNextPage}>
                {t('analyticsCourses.showMore')}
              </Button>
            ) : null}
            {learners.isFetchNextPageError ? (
              <Alert tone="negative">
                <p>{t('analyticsCourses.moreFailed')}</p>
                <p>{apiErrorMessage(learners.error, t)}</p>
              </Alert>
            ) : null}
          </>
        );
        return (
          <ReportTableView
            title={t('analyticsCourses.learners')}
            table={learnerTable(courseId, shown, t)}
            empty={t('analyticsCourses.noLearners')}
            display={display}
            exportHref={courseLearnersCsvPath(courseId, i18n.language)}
            footer={shown.length === 0 ? null : footer}
          />
        );
      }}
    </ReportQueryState>
  );
}
