import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReportQueryState } from '../../ui/chart/ReportQueryState.tsx';
import { ReportTableView } from '../../ui/chart/ReportTableView.tsx';
import { Page } from '../../ui/layout/Page.tsx';
import { useReportCourses } from './data/analytics-courses-queries.ts';
import './analytics-courses.css';

/** /analytics/courses: pick the course to report on, searched by title. */
export function ReportCoursesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const courses = useReportCourses(deferredSearch);
  const back = (
    <Link className="button button--secondary" to="/analytics">
      {t('analyticsCourses.backToAnalytics')}
    </Link>
  );
  return (
    <Page title={t('analyticsCourses.coursesTitle')} actions={back}>
      <div className="analytics-courses__body">
        <div className="field analytics-courses__search">
          <label className="field__label" htmlFor="analytics-courses-search">
            {t('analyticsCourses.search')}
          </label>
          <input
            id="analytics-courses-search"
            className="field__input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <ReportQueryState query={courses} loadingLabel={t('analyticsCourses.loading')} failedTitle={t('analyticsCourses.loadFailed')}>
          {(data) => (
            <ReportTableView
              title={t('analyticsCourses.courses')}
              empty={deferredSearch ? t('analyticsCourses.noCoursesFound') : t('analyticsCourses.noCourses')}
              table={{
                fileName: 'courses',
                header: [t('analyticsCourses.course'), t('analyticsCourses.status'), t('analyticsCourses.learners')],
                rows: data.items.map((course) => [course.title, course.courseStatus, course.learnerCount]),
              }}
              linkOfRow={(index) => `/analytics/courses/${encodeURIComponent(data.items[index]!.id)}`}
            />
          )}
        </ReportQueryState>
      </div>
    </Page>
  );
}
