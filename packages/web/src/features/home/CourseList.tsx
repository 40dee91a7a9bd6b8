import { NEW_ITEM_ID } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { CourseCard } from './CourseCard.tsx';
import { useCourses } from './data/course-queries.ts';

export function CourseList() {
  const { t } = useTranslation();
  const courses = useCourses();

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

  return (
    <>
      <p className="course-list__count">{t('home.courseCount', { count: totalCount })}</p>
      <ul className="course-list">
        {items.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </ul>
    </>
  );
}
