import { useTranslation } from 'react-i18next';
import { useAccountSwitch } from '../../account/index.ts';
import { Link } from 'react-router';
import { Page } from '../../../ui/layout/Page.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { MyCertificates } from '../../certificates/index.ts';
import { useLearnerProfile } from '../data/learner-queries.ts';
import { LearnerNav } from '../shared/LearnerNav.tsx';
import { LessonProgress } from '../shared/LessonProgress.tsx';
import { QueryFailure } from '../shared/QueryFailure.tsx';
import { formatDate, formatScore } from '../shared/format.ts';
import '../learner.css';

const coursePath = (courseId: string) => `/learn/courses/${encodeURIComponent(courseId)}`;

/** /learn/profile: who the learner is, the stars they hold, the courses completed and in progress. */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const profile = useLearnerProfile();
  const starBar = useAccountSwitch('starBarEnabled');
  const starsOn = useAccountSwitch('starsEnabled');

  if (profile.isPending || profile.isError) {
    return (
      <Page title={t('learner.profile.title')} actions={<LearnerNav />}>
        {profile.isPending ? (
          <Spinner label={t('learner.profile.loading')} />
        ) : (
          <QueryFailure
            title={t('learner.profile.loadFailed')}
            error={profile.error}
            retrying={profile.isFetching}
            onRetry={() => void profile.refetch()}
          />
        )}
      </Page>
    );
  }

  const { name, email, stars, completedCourses, inProgressCourses } = profile.data;
  // The star bar (starBarEnabled) is the learner's star total; it goes with stars themselves (starsEnabled).
  const showsStarTotal = starBar !== false && starsOn !== false;
  return (
    <Page title={t('learner.profile.title')} eyebrow={name} actions={<LearnerNav />}>
      <section className="learner-standing card" aria-label={t('learner.profile.summaryLabel')}>
        <dl className="learner-standing__figures">
          <div>
            <dt>{t('learner.profile.email')}</dt>
            <dd className="learner-profile__email">{email}</dd>
          </div>
          {showsStarTotal ? (
            <div>
              <dt>{t('learner.profile.stars')}</dt>
              <dd>
                <span aria-hidden="true">★ </span>
                {stars}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('learner.profile.completedCount')}</dt>
            <dd>{completedCourses.length}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="learner-completed-heading">
        <h2 className="learner-section__title" id="learner-completed-heading">
          {t('learner.profile.completedHeading')}
        </h2>
        {completedCourses.length === 0 ? (
          <p className="learner-empty">{t('learner.profile.completedEmpty')}</p>
        ) : (
          <ul className="learner-plain-list">
            {completedCourses.map((course) => (
              <li key={course.id} className="learner-plain-list__item">
                <Link to={coursePath(course.id)}>{course.title}</Link>
                <span className="learner-plain-list__meta">
                  {t('learner.profile.completedOn', { date: formatDate(course.completedAt, i18n.language) })}
                  {course.score === null ? null : ` · ${t('learner.common.score', { score: formatScore(course.score) })}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="learner-in-progress-heading">
        <h2 className="learner-section__title" id="learner-in-progress-heading">
          {t('learner.profile.inProgressHeading')}
        </h2>
        {inProgressCourses.length === 0 ? (
          <p className="learner-empty">
            {t('learner.profile.inProgressEmpty')} <Link to="/learn">{t('learner.profile.browse')}</Link>
          </p>
        ) : (
          <ul className="learner-plain-list">
            {inProgressCourses.map((course) => (
              <li key={course.id} className="learner-plain-list__item">
                <Link to={coursePath(course.id)}>{course.title}</Link>
                <LessonProgress completed={course.completedLessonCount} total={course.lessonCount} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <MyCertificates />
    </Page>
  );
}
