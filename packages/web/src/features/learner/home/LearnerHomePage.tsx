import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth/index.ts';
import { Page } from '../../../ui/layout/Page.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useLearnerCourses } from '../data/learner-queries.ts';
import { LearnerNav } from '../shared/LearnerNav.tsx';
import { QueryFailure } from '../shared/QueryFailure.tsx';
import { LearnerCourseCard } from './LearnerCourseCard.tsx';
import { DueList } from '../due/DueList.tsx';
import { LearnerPlaylistSection } from '../../learner-paths/index.ts';
import '../learner.css';

/** /learn: the courses this learner may take, with their progress, score and prerequisite locks. */
export function LearnerHomePage() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const courses = useLearnerCourses();
  const name = user ? user.userFirstName || user.userName : '';

  return (
    <Page title={t('learner.home.title')} {...(name ? { eyebrow: t('learner.home.greeting', { name }) } : {})} actions={<LearnerNav />}>
      <DueList />
      <LearnerPlaylistSection />
      {courses.isPending ? (
        <Spinner label={t('learner.home.loading')} />
      ) : courses.isError ? (
        <QueryFailure
          title={t('learner.home.loadFailed')}
          error={courses.error}
          retrying={courses.isFetching}
          onRetry={() => void courses.refetch()}
        />
      ) : courses.data.items.length === 0 ? (
        <div className="learner-empty">
          <h2 className="learner-state__title">{t('learner.home.emptyTitle')}</h2>
          <p>{t('learner.home.emptyText')}</p>
        </div>
      ) : (
        <ul className="learner-course-list">
          {courses.data.items.map((course) => (
            <LearnerCourseCard key={course.id} course={course} />
          ))}
        </ul>
      )}
    </Page>
  );
}
