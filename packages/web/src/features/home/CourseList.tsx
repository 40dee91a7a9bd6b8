import { NEW_ITEM_ID } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { useSearchTracking } from '../../api/search-tracking.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { CourseCard } from './CourseCard.tsx';
import { CourseListFilters } from './CourseListFilters.tsx';
import {
  addressWithFilter,
  countByStatus,
  filterCourses,
  filterFromAddress,
  isFiltering,
  type CourseListFilter,
} from './course-list-filter.ts';
import { useCourses } from './data/course-queries.ts';

export function CourseList() {
  const { t } = useTranslation();
  const courses = useCourses();
  const [parameters, setParameters] = useSearchParams();
  const filter = filterFromAddress(parameters);
  // Typing replaces the address rather than adding a history entry per letter.
  const changeFilter = (next: CourseListFilter) => setParameters(addressWithFilter(parameters, next), { replace: true });
  useSearchTracking('courses', filter.search, courses.data ? filterCourses(courses.data.items, filter).length : undefined);

  if (courses.isPending) return <Spinner label={t('home.loading')} />;

  if (courses.isError) {
    return (
      <div className="course-list__state">
        <Alert tone="negative">
          <p className="course-list__state-title">{t('home.loadFailed')}</p>
          <p>{apiErrorMessage(courses.error, t)}</p>
        </Alert>
        <div>
          <Button variant="secondary" onClick={() => void courses.refetch()} disabled={courses.isFetching}>
            {t('home.retry')}
          </Button>
        </div>
      </div>
    );
  }

  const { items, totalCount } = courses.data;
  if (items.length === 0) {
    return (
      <div className="course-list__empty">
        <h2 className="course-list__state-title">{t('home.emptyTitle')}</h2>
        <p>{t('home.emptyText')}</p>
        <p>
          <Link to={`/course/${NEW_ITEM_ID}/edit`}>{t('home.emptyAction')}</Link>
        </p>
      </div>
    );
  }

  // GET /api/courses takes only page and pageSize (spec authoring §7), and one page of 2000 holds the
  // account's courses: the list is narrowed here, as fast as the author types.
  const shown = filterCourses(items, filter);
  const filtering = isFiltering(filter);
  return (
    <>
      <CourseListFilters filter={filter} total={items.length} countByStatus={countByStatus(items)} onChange={changeFilter} />
      <p className="course-list__count" aria-live="polite">
        {filtering ? t('home.filteredCount', { shown: shown.length, count: items.length }) : t('home.courseCount', { count: totalCount })}
      </p>
      {shown.length === 0 ? (
        <div className="course-list__empty">
          <h2 className="course-list__state-title">{t('home.noMatchTitle')}</h2>
          <p>{t('home.noMatchText')}</p>
          <div>
            <Button variant="secondary" onClick={() => changeFilter({ search: '', status: 'all' })}>
              {t('home.clearFilters')}
            </Button>
          </div>
        </div>
      ) : (
        <ul className="course-list">
          {shown.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
      )}
    </>
  );
}
