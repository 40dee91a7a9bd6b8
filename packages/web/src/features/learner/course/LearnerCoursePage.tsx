import { useEffect } from 'react';
import { COURSE_OPENED_EVENT } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { track } from '../../../api/tracker.ts';
import { Page } from '../../../ui/layout/Page.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useLearnerCourse } from '../data/learner-queries.ts';
import { LearnerNav } from '../shared/LearnerNav.tsx';
import { QueryFailure } from '../shared/QueryFailure.tsx';
import { CourseDocuments } from './CourseDocuments.tsx';
import { CourseRating } from './CourseRating.tsx';
import { CourseStanding } from './CourseStanding.tsx';
import { LessonRow } from './LessonRow.tsx';
import { CourseDue } from '../due/CourseDue.tsx';
import '../learner.css';

/** /learn/courses/:courseId: the course's lessons of every kind with their state, and how the course stands. */
export function LearnerCoursePage() {
  const { t } = useTranslation();
  const courseId = useParams().courseId ?? '';
  const course = useLearnerCourse(courseId);
  const opened = course.data !== undefined;
  // Once per course shown, when it has loaded (a course that failed to load was not opened).
  useEffect(() => {
    if (opened) track(COURSE_OPENED_EVENT, { course_id: courseId });
  }, [courseId, opened]);

  if (course.isPending || course.isError) {
    return (
      <Page title={t('learner.course.pageTitle')} actions={<LearnerNav />}>
        {course.isPending ? (
          <Spinner label={t('learner.course.loading')} />
        ) : (
          <QueryFailure
            title={t('learner.course.loadFailed')}
            error={course.error}
            retrying={course.isFetching}
            onRetry={() => void course.refetch()}
          />
        )}
      </Page>
    );
  }

  const { data } = course;
  const image = data.brandingImage || data.libraryImage;
  return (
    <Page title={data.title} eyebrow={t('learner.course.eyebrow')} actions={<LearnerNav />}>
      {image ? <img className="learner-course__banner" src={image} alt="" /> : null}
      {data.description ? <p className="page__text">{data.description}</p> : null}
      <CourseDue courseId={data.id} />
      <CourseStanding course={data} />
      {/* Rated once the learner has taken part: a lesson done, not a course only glanced at. */}
      {data.completedLessonCount > 0 ? <CourseRating courseId={data.id} /> : null}
      <nav className="learner-course__links" aria-label={t('learner.course.linksLabel')}>
        {data.leaderboardEnabled ? (
          <Link className="button button--secondary" to={`/learn/courses/${encodeURIComponent(data.id)}/leaderboard`}>
            {t('learner.leaderboard.title')}
          </Link>
        ) : null}
        {data.certificateAvailable ? (
          <Link className="button button--secondary" to={`/learn/courses/${encodeURIComponent(data.id)}/certificate`}>
            {t('learner.certificate.open')}
          </Link>
        ) : null}
      </nav>
      <section aria-labelledby="learner-lessons-heading">
        <h2 className="learner-section__title" id="learner-lessons-heading">
          {t('learner.course.lessonsHeading')}
        </h2>
        {data.lessons.length === 0 ? (
          <p className="learner-empty">{t('learner.course.noLessons')}</p>
        ) : (
          <ol className="learner-lesson-list">
            {data.lessons.map((lesson, index) => (
              <LessonRow key={lesson.id} lesson={lesson} position={index + 1} missingPrerequisites={data.missingPrerequisites} />
            ))}
          </ol>
        )}
      </section>
      <CourseDocuments documents={data.briefcase} />
    </Page>
  );
}
