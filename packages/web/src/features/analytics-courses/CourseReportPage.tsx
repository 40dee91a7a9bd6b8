import type { CourseReport } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChartWithTable } from '../../ui/chart/ChartWithTable.tsx';
import { ReportFigures } from '../../ui/chart/ReportFigures.tsx';
import { ReportQueryState } from '../../ui/chart/ReportQueryState.tsx';
import { ReportTableView } from '../../ui/chart/ReportTableView.tsx';
import { Page } from '../../ui/layout/Page.tsx';
import { CourseLearnersTable } from './CourseLearnersTable.tsx';
import { courseReportPdfPath } from './data/analytics-courses-api.ts';
import { useCourseReport, usePrefetchCourseLearners } from './data/analytics-courses-queries.ts';
import { lessonTable } from './report-tables.ts';
import './analytics-courses.css';

/** /analytics/courses/:courseId: the completion funnel, each lesson, the time spent, and the learners a page at a time. */
export function CourseReportPage() {
  const { t } = useTranslation();
  const courseId = useParams().courseId ?? '';
  const report = useCourseReport(courseId);
  usePrefetchCourseLearners(courseId);
  const back = (
    <>
      <Link className="button button--secondary" to="/analytics/courses">
        {t('analyticsCourses.allCourses')}
      </Link>
      <Link className="button button--secondary" to="/analytics">
        {t('analyticsCourses.backToAnalytics')}
      </Link>
    </>
  );
  return (
    <Page title={t('analyticsCourses.courseTitle')} {...(report.data ? { eyebrow: report.data.course.title } : {})} actions={back}>
      <ReportQueryState query={report} loadingLabel={t('analyticsCourses.loading')} failedTitle={t('analyticsCourses.loadFailed')}>
        {(data) => <CourseReportBody report={data} />}
      </ReportQueryState>
    </Page>
  );
}

function CourseReportBody({ report }: { report: CourseReport }) {
  const { t, i18n } = useTranslation();
  const { funnel, timeSpent } = report;
  const lessons = lessonTable(report, t);
  const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 60));
  return (
    <div className="analytics-courses__body">
      <div className="analytics-courses__actions">
        <a className="button button--primary" href={courseReportPdfPath(report.course.id, i18n.language)} download>
          {t('analyticsCourses.exportPdf')}
        </a>
      </div>
      <ReportFigures
        figures={[
          { label: t('analyticsCourses.totalMinutes'), value: minutes(timeSpent.totalSeconds) },
          { label: t('analyticsCourses.averageMinutes'), value: minutes(timeSpent.averageSecondsPerLearner) },
        ]}
      />
      <ChartWithTable
        title={t('analyticsCourses.funnel')}
        data={{
          kind: 'funnel',
          categories: [
            t('analyticsCourses.assigned'),
            t('analyticsCourses.started'),
            t('analyticsCourses.completed'),
            t('analyticsCourses.passed'),
          ],
          series: [{ name: t('analyticsCourses.learners'), values: [funnel.assigned, funnel.started, funnel.completed, funnel.passed] }],
        }}
      />
      <ChartWithTable
        title={t('analyticsCourses.lessonChart')}
        data={{
          kind: 'bar',
          categories: report.lessons.map((lesson) => lesson.title),
          series: [
            {
              name: t('analyticsCourses.completionPercent'),
              values: report.lessons.map((lesson) => Math.round((lesson.completionShare ?? 0) * 100)),
            },
            { name: t('analyticsCourses.averageScore'), values: report.lessons.map((lesson) => Math.round(lesson.averageScore ?? 0)) },
          ],
        }}
      />
      <ReportTableView
        title={t('analyticsCourses.lessons')}
        table={lessons}
        empty={t('analyticsCourses.noLessons')}
        linkOfRow={(index) =>
          `/analytics/courses/${encodeURIComponent(report.course.id)}/lessons/${encodeURIComponent(report.lessons[index]!.lessonId)}`
        }
      />
      <CourseLearnersTable courseId={report.course.id} learnerCount={report.learnerCount} />
    </div>
  );
}
