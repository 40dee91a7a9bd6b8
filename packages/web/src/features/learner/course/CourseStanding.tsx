import { hasPassingScore, type LearnerCourseDetail } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { LessonProgress } from '../shared/LessonProgress.tsx';
import { PrerequisiteMessage } from '../shared/PrerequisiteMessage.tsx';
import { courseVerdictLabel } from '../shared/course-verdict-label.ts';
import { formatScore } from '../shared/format.ts';

/** How the learner stands in the course: progress, score against the passing score, completion. */
export function CourseStanding({ course }: { course: LearnerCourseDetail }) {
  const { t } = useTranslation();
  const minimumScore = course.config.minimumScore;
  return (
    <section className="learner-standing card" aria-label={t('learner.course.standingLabel')}>
      {course.locked ? <PrerequisiteMessage prerequisites={course.missingPrerequisites} /> : null}
      <LessonProgress completed={course.completedLessonCount} total={course.lessonCount} />
      <dl className="learner-standing__figures">
        <div>
          <dt>{t('learner.course.courseScore')}</dt>
          <dd>{course.score === null ? t('learner.common.noScoreShort') : formatScore(course.score)}</dd>
        </div>
        {/* A minimum of 0 (the default) is no passing score: the course is completed, never "passed at 0". */}
        {hasPassingScore(minimumScore) ? (
          <div>
            <dt>{t('learner.course.passingScore')}</dt>
            <dd>{formatScore(minimumScore)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('learner.course.result')}</dt>
          <dd>{courseVerdictLabel(t, course.verdict)}</dd>
        </div>
      </dl>
      {course.completed ? null : (
        <p className="learner-standing__hint">
          {t('learner.course.completeShare', { percentage: course.completionCriteria.percentage })}
          {course.completionCriteria.openToComplete ? ` ${t('learner.course.openToComplete')}` : null}
        </p>
      )}
    </section>
  );
}
