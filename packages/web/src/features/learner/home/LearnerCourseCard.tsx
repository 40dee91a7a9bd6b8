import type { LearnerCourseSummary } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LessonProgress } from '../shared/LessonProgress.tsx';
import { PrerequisiteMessage } from '../shared/PrerequisiteMessage.tsx';
import { courseVerdictLabel } from '../shared/course-verdict-label.ts';
import { formatScore } from '../shared/format.ts';

const coursePath = (courseId: string) => `/learn/courses/${encodeURIComponent(courseId)}`;

export function LearnerCourseCard({ course }: { course: LearnerCourseSummary }) {
  const { t } = useTranslation();
  const image = course.libraryImage || course.brandingImage;
  const titleId = `learner-course-${course.id}`;
  const action = course.completed
    ? t('learner.home.review')
    : course.completedLessonCount > 0
      ? t('learner.home.continue')
      : t('learner.home.start');

  return (
    <li className="learner-card" aria-labelledby={titleId}>
      {image ? <img className="learner-card__image" src={image} alt="" loading="lazy" /> : null}
      <div className="learner-card__body">
        <h2 className="learner-card__title" id={titleId}>
          {course.locked ? (
            <span className="learner-lock" aria-hidden="true">
              🔒
            </span>
          ) : null}
          {course.title}
        </h2>
        {course.description ? <p className="learner-card__description">{course.description}</p> : null}
        <LessonProgress completed={course.completedLessonCount} total={course.lessonCount} />
        <p className="learner-card__meta">
          {course.score === null ? t('learner.common.noScore') : t('learner.common.score', { score: formatScore(course.score) })}
          {course.verdict === 'in-progress' ? null : (
            <span className={`learner-badge${course.verdict === 'completed-not-passed' ? '' : ' learner-badge--positive'}`}>
              {courseVerdictLabel(t, course.verdict)}
            </span>
          )}
        </p>
        {course.locked ? <PrerequisiteMessage prerequisites={course.missingPrerequisites} /> : null}
        <div className="learner-card__actions">
          {/* A locked course can still be opened to see what it holds; its lessons show the lock. */}
          <Link
            className={`button ${course.locked ? 'button--secondary' : 'button--primary'}`}
            to={coursePath(course.id)}
            aria-describedby={titleId}
          >
            {course.locked ? t('learner.home.view') : action}
          </Link>
        </div>
      </div>
    </li>
  );
}
