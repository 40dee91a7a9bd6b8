import type { CourseReference, LearnerCourseLesson } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PrerequisiteMessage } from '../shared/PrerequisiteMessage.tsx';
import { Stars } from '../shared/Stars.tsx';
import { formatDateTime, formatScore } from '../shared/format.ts';
import { learnerLessonPath } from './lesson-path.ts';

interface LessonRowProps {
  lesson: LearnerCourseLesson;
  position: number;
  /** The course's unmet prerequisites, named when a lesson is locked by them. */
  missingPrerequisites: readonly CourseReference[];
}

/** One lesson of the course page: its kind, state, best score, stars, attempts, and a way in or why not. */
export function LessonRow({ lesson, position, missingPrerequisites }: LessonRowProps) {
  const { t, i18n } = useTranslation();
  const titleId = `learner-lesson-${lesson.id}`;
  // Only slide lessons are taken again; a completed discussion, assessment or session is still opened to read it.
  const action =
    lesson.completed && lesson.kind === 'Lesson'
      ? t('learner.course.again')
      : lesson.attemptCount > 0
        ? t('learner.course.resume')
        : t(`learner.course.open.${lesson.kind}`);

  return (
    <li className={`learner-lesson${lesson.locked ? ' learner-lesson--locked' : ''}`} aria-labelledby={titleId}>
      <span className="learner-lesson__position" aria-hidden="true">
        {lesson.completed ? '✓' : position}
      </span>
      <div className="learner-lesson__body">
        <p className="learner-lesson__kind">{t(`learner.kinds.${lesson.kind}`)}</p>
        <h3 className="learner-lesson__title" id={titleId}>
          {lesson.locked ? (
            <span className="learner-lock" aria-hidden="true">
              🔒{' '}
            </span>
          ) : null}
          {lesson.title}
        </h3>
        {lesson.description ? <p className="learner-lesson__description">{lesson.description}</p> : null}
        <p className="learner-lesson__meta">
          {lesson.completed ? <span className="learner-badge learner-badge--positive">{t('learner.common.completed')}</span> : null}
          {lesson.locked ? <span className="learner-badge">{t('learner.lock.locked')}</span> : null}
          {lesson.bestScore !== null ? <span>{t('learner.course.bestScore', { score: formatScore(lesson.bestScore) })}</span> : null}
          {lesson.kind === 'Lesson' ? <Stars count={lesson.stars} /> : null}
          {lesson.attemptCount > 0 ? <span>{t('learner.course.attempts', { count: lesson.attemptCount })}</span> : null}
        </p>
        {lesson.locked ? (
          // 'prerequisites' is the course's unmet prerequisite courses when there are any, else the
          // lessons of this course that this one needs (the API does not name those).
          lesson.lockReason === 'prerequisites' && missingPrerequisites.length > 0 ? (
            <PrerequisiteMessage prerequisites={missingPrerequisites} />
          ) : (
            <p className="learner-lock-message">
              {lesson.lockReason === 'interval' && lesson.lockedUntil
                ? t('learner.lock.interval', { time: formatDateTime(lesson.lockedUntil, i18n.language) })
                : lesson.lockReason === 'completed'
                  ? t('learner.lock.completed')
                  : lesson.lockReason === 'prerequisites'
                    ? t('learner.lock.lessonPrerequisites')
                    : t('learner.lock.generic')}
            </p>
          )
        ) : null}
      </div>
      {lesson.locked ? null : (
        <Link
          className="button button--primary learner-lesson__action"
          to={learnerLessonPath(lesson.kind, lesson.id)}
          aria-describedby={titleId}
        >
          {action}
        </Link>
      )}
    </li>
  );
}
