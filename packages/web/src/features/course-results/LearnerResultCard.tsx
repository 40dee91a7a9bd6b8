import type { CourseLearnerResult } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { courseVerdictLabel } from '../learner/index.ts';

/** One learner's standing in the course, with their lessons behind a disclosure. */
export function LearnerResultCard({ learner }: { learner: CourseLearnerResult }) {
  const { t, i18n } = useTranslation();
  const headingId = `course-results-${learner.userId}`;
  const lastActivity = learner.lastActivityAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(learner.lastActivityAt))
    : t('learner.results.never');
  const standing = courseVerdictLabel(t, learner.verdict);

  return (
    <li className="course-results__learner" aria-labelledby={headingId}>
      <h2 className="course-results__name" id={headingId}>
        {learner.name}
      </h2>
      <p className="course-results__email">{learner.email}</p>
      <dl className="course-results__figures">
        <div>
          <dt>{t('learner.results.progress')}</dt>
          <dd>{t('learner.results.lessonsDone', { completed: learner.completedLessonCount, total: learner.lessonCount })}</dd>
        </div>
        <div>
          <dt>{t('learner.results.score')}</dt>
          <dd>{learner.score === null ? '–' : Math.round(learner.score)}</dd>
        </div>
        <div>
          <dt>{t('learner.results.standing')}</dt>
          <dd>{standing}</dd>
        </div>
        <div>
          <dt>{t('learner.results.lastActivity')}</dt>
          <dd>{lastActivity}</dd>
        </div>
      </dl>
      {learner.lessons.length === 0 ? null : (
        <details className="course-results__lessons">
          <summary>{t('learner.results.lessons', { count: learner.lessons.length })}</summary>
          <table className="course-results__table">
            <caption className="visually-hidden">{t('learner.results.lessonsCaption', { name: learner.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('learner.results.lesson')}</th>
                <th scope="col">{t('learner.results.bestScore')}</th>
                <th scope="col">{t('learner.results.attempts')}</th>
              </tr>
            </thead>
            <tbody>
              {learner.lessons.map((lesson) => (
                <tr key={lesson.lessonId}>
                  <th scope="row">{lesson.title}</th>
                  <td>{lesson.bestScore === null ? '–' : Math.round(lesson.bestScore)}</td>
                  <td>{lesson.attemptCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </li>
  );
}
