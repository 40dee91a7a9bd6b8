import type { AnalyticsOverviewResponse } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../i18n/format-date.ts';
import { ChartWithTable } from '../../ui/chart/ChartWithTable.tsx';
import { ReportFigures } from '../../ui/chart/ReportFigures.tsx';
import { ReportEmptyState, ReportQueryState } from '../../ui/chart/ReportQueryState.tsx';
import { ReportTableView } from '../../ui/chart/ReportTableView.tsx';
import { Page } from '../../ui/layout/Page.tsx';
import { AnalyticsTabs } from './AnalyticsTabs.tsx';
import { useAnalyticsOverview } from './data/overview-queries.ts';
import { overdueTable, overviewCharts, overviewDaysTable, rounded } from './overview-figures.ts';
import { filtersFromSearch, queryFromFilters, searchFromFilters, type OverviewFilters } from './overview-filters.ts';
import { OverviewFiltersForm } from './OverviewFiltersForm.tsx';
import './analytics-overview.css';

/** /analytics: the account's learning over a range of days, for owners, administrators and analytics managers. */
export function AnalyticsOverviewPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const overview = useAnalyticsOverview(queryFromFilters(filters));
  const setFilters = (next: OverviewFilters) => setSearchParams(searchFromFilters(next), { replace: true });

  return (
    <Page title={t('analyticsOverview.title')}>
      <AnalyticsTabs />
      <OverviewFiltersForm filters={filters} shown={overview.data} groups={overview.data?.groups ?? []} onChange={setFilters} />
      <ReportQueryState query={overview} loadingLabel={t('analyticsOverview.loading')} failedTitle={t('analyticsOverview.loadFailed')}>
        {(data) => <OverviewBody overview={data} />}
      </ReportQueryState>
    </Page>
  );
}

function OverviewBody({ overview }: { overview: AnalyticsOverviewResponse }) {
  const { t, i18n } = useTranslation();
  const { totals } = overview;
  const charts = overviewCharts(overview, t);
  const noActivity = totals.activeLearners === 0 && totals.lessonsCompleted === 0 && totals.coursesCompleted === 0;
  const overdue = overdueTable(overview, t);
  return (
    <>
      <ReportFigures
        label={t('analyticsOverview.totals.label')}
        figures={[
          { label: t('analyticsOverview.totals.activeLearners'), value: totals.activeLearners },
          { label: t('analyticsOverview.figures.lessonsCompleted'), value: totals.lessonsCompleted },
          { label: t('analyticsOverview.figures.coursesCompleted'), value: totals.coursesCompleted },
          { label: t('analyticsOverview.totals.averageScore'), value: rounded(totals.averageScore) },
          { label: t('analyticsOverview.totals.overduePeople'), value: totals.overduePeople },
        ]}
      />
      {noActivity ? (
        <ReportEmptyState title={t('analyticsOverview.emptyTitle')} text={t('analyticsOverview.emptyText')} />
      ) : (
        <div className="analytics-charts">
          <ChartWithTable title={t('analyticsOverview.charts.active')} data={charts.active} />
          <ChartWithTable title={t('analyticsOverview.charts.lessons')} data={charts.lessons} />
          <ChartWithTable title={t('analyticsOverview.charts.courses')} data={charts.courses} />
        </div>
      )}
      <ReportTableView
        title={t('analyticsOverview.daysTable')}
        table={overviewDaysTable(overview, t)}
        empty={t('analyticsOverview.emptyText')}
      />
      <ReportTableView
        title={t('analyticsOverview.overdue.title')}
        table={overdue}
        empty={t('analyticsOverview.overdue.empty')}
        display={(cell, column) => (column === 3 ? formatDateTime(String(cell), i18n.language) : String(cell ?? ''))}
      />
      {overview.overdue.length === 0 ? null : (
        <ul className="analytics-links">
          {[...new Map(overview.overdue.map((row) => [row.userId, row.name])).entries()].map(([userId, name]) => (
            <li key={userId}>
              <Link to={`/analytics/learners/${encodeURIComponent(userId)}`}>{t('analyticsOverview.learnerReportOf', { name })}</Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
