import type { LearnerReportResponse } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../i18n/format-date.ts';
import { ReportFigures } from '../../ui/chart/ReportFigures.tsx';
import { ReportQueryState } from '../../ui/chart/ReportQueryState.tsx';
import { ReportTableView } from '../../ui/chart/ReportTableView.tsx';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { useLearnerReport } from './data/overview-queries.ts';
import { learnerAttemptsTable, learnerCertificatesTable, learnerCoursesTable, rounded } from './overview-figures.ts';
import './analytics-overview.css';

const isoInstant = /^\d{4}-\d{2}-\d{2}T/;

/** /analytics/learners/:userId: everything one person has done, printable (the print stylesheet drops the app around it). */
export function LearnerReportPage() {
  const { t } = useTranslation();
  const userId = useParams().userId ?? '';
  const report = useLearnerReport(userId);
  const back = (
    <Link className="button button--secondary analytics-no-print" to="/analytics">
      {t('analyticsOverview.learner.back')}
    </Link>
  );

  const title = t('analyticsOverview.learner.title');
  return (
    <Page
      // Once loaded the page is the person's: their name as the title, the report's name above it.
      title={report.data?.learner.name ?? title}
      {...(report.data ? { eyebrow: title } : {})}
      actions={
        <>
          {back}
          {report.data ? (
            <Button className="analytics-no-print" onClick={() => window.print()}>
              {t('analyticsOverview.learner.print')}
            </Button>
          ) : null}
        </>
      }
    >
      <ReportQueryState
        query={report}
        loadingLabel={t('analyticsOverview.loading')}
        failedTitle={t('analyticsOverview.learner.loadFailed')}
      >
        {(data) => <LearnerReportBody report={data} />}
      </ReportQueryState>
    </Page>
  );
}

function LearnerReportBody({ report }: { report: LearnerReportResponse }) {
  const { t, i18n } = useTranslation();
  const { learner, totals } = report;
  // Instants show in the reader's language; the CSV keeps them as ISO, which spreadsheets read.
  const display = (cell: unknown) =>
    typeof cell === 'string' && isoInstant.test(cell) ? formatDateTime(cell, i18n.language) : String(cell ?? '');
  return (
    <div className="learner-report">
      <p className="page__text">
        {learner.email}
        {' · '}
        {learner.lastActivityAt
          ? t('analyticsOverview.learner.lastActive', { when: formatDateTime(learner.lastActivityAt, i18n.language) })
          : t('analyticsOverview.learner.neverActive')}
      </p>
      {learner.excludedFromAnalytics ? <Alert tone="info">{t('analyticsOverview.learner.excluded')}</Alert> : null}
      <ReportFigures
        figures={[
          { label: t('analyticsOverview.figures.lessonsCompleted'), value: totals.lessonsCompleted },
          { label: t('analyticsOverview.figures.coursesCompleted'), value: totals.coursesCompleted },
          { label: t('analyticsOverview.totals.averageScore'), value: rounded(totals.averageScore) },
          { label: t('analyticsOverview.learner.certificates'), value: totals.certificates },
        ]}
      />
      <ReportTableView
        title={t('analyticsOverview.learner.courses')}
        table={learnerCoursesTable(report, t)}
        empty={t('analyticsOverview.learner.noCourses')}
        display={display}
      />
      <ReportTableView
        title={t('analyticsOverview.learner.attempts')}
        table={learnerAttemptsTable(report, t)}
        empty={t('analyticsOverview.learner.noAttempts')}
        display={display}
      />
      <ReportTableView
        title={t('analyticsOverview.learner.certificates')}
        table={learnerCertificatesTable(report, t)}
        empty={t('analyticsOverview.learner.noCertificates')}
        display={display}
      />
    </div>
  );
}
