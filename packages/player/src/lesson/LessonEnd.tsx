import type { ReactNode } from 'react';
import { usePlayerLanguage } from '../i18n/player-language.tsx';
import { Stars } from '../ui/Stars.tsx';
import { useLessonText } from './lesson-text.ts';

/** What the server says of the finished attempt (a lesson is worth 100 points). */
export interface LessonEndResult {
  score: number;
  /** Stars this attempt's answers are worth, out of `totalStars`. */
  stars: number;
  totalStars: number;
  /** Stars the learner did not hold before. */
  newStars: number;
  passed: boolean;
  /** The best attempt's score, shown when it is not this one. */
  bestScore: number;
}

/** Finishing: `saving` while the finish is on its way, `offline`/`failed` while it waits to be sent again. */
export type LessonEndStatus =
  | { status: 'saving' }
  | { status: 'offline' }
  | { status: 'failed' }
  | { status: 'done'; result: LessonEndResult };

export const LESSON_POINTS_TOTAL = 100;

interface LessonEndProps {
  end: LessonEndStatus;
  /** The next step, from the page (back to the course, play again). */
  actions?: ReactNode;
}

/** The end of the lesson: score, stars earned and the next step. */
export function LessonEnd({ end, actions }: LessonEndProps) {
  const t = useLessonText();
  const format = new Intl.NumberFormat(usePlayerLanguage(), { maximumFractionDigits: 0 }).format;
  return (
    <section className="sw-lesson-end" aria-labelledby="sw-lesson-end-title">
      <h2 id="sw-lesson-end-title" className="sw-lesson-end__title">
        {t('end.title')}
      </h2>
      {end.status === 'done' ? (
        <div className="sw-lesson-end__result" role="status">
          <p className="sw-overline">{t('end.score')}</p>
          <p className="sw-lesson-end__score" data-testid="lesson-score">
            {format(end.result.score)}
            <span className="sw-lesson-end__out-of"> {t('end.outOf', { total: LESSON_POINTS_TOTAL })}</span>
          </p>
          <p className={`sw-lesson-end__verdict sw-lesson-end__verdict--${end.result.passed ? 'passed' : 'not-passed'}`}>
            {t(end.result.passed ? 'end.passed' : 'end.notPassed')}
          </p>
          {end.result.totalStars > 0 ? (
            <div className="sw-lesson-end__stars">
              <p className="sw-overline">{t('end.stars')}</p>
              <Stars earned={end.result.stars} total={end.result.totalStars} />
              <p className="sw-caption" data-testid="lesson-new-stars">
                {end.result.newStars === 0
                  ? t('end.noNewStars')
                  : end.result.newStars === 1
                    ? t('end.newStar')
                    : t('end.newStars', { count: end.result.newStars })}
              </p>
            </div>
          ) : null}
          {end.result.bestScore > end.result.score ? (
            <p className="sw-caption">{t('end.best', { score: format(end.result.bestScore) })}</p>
          ) : null}
        </div>
      ) : (
        <p className="sw-lesson-end__pending" role="status">
          {end.status === 'saving' ? t('end.saving') : end.status === 'offline' ? t('end.offline') : t('end.failed')}
        </p>
      )}
      {actions ? <div className="sw-lesson-end__actions">{actions}</div> : null}
    </section>
  );
}
