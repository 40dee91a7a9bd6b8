import type { AttemptVerdict } from '@slidewise/core';
import type { CSSProperties, ReactNode } from 'react';
import { usePlayerLanguage } from '../i18n/player-language.tsx';
import { Stars } from '../ui/Stars.tsx';
import { useLessonEndText } from './lesson-end-text.ts';
import './lesson-end.css';

/** One scored slide's part in the score (core's lessonScoreParts, numbered as in the lesson). */
export interface LessonEndPart {
  slideNumber: number;
  points: number;
  maxPoints: number;
  /** The most it adds to the lesson's 100, and what it added. */
  worth: number;
  earned: number;
}

/** What the server says of the finished attempt (a lesson is worth 100 points). */
export interface LessonEndResult {
  score: number;
  /** Stars this attempt's answers are worth, out of `totalStars`. */
  stars: number;
  totalStars: number;
  /** Stars the learner did not hold before. */
  newStars: number;
  /** Completed (the course sets no passing score), passed or not passed yet. */
  verdict: AttemptVerdict;
  /** The best attempt's score, shown when it is not this one. */
  bestScore: number;
  /** How the score was made, slide by slide. */
  parts: readonly LessonEndPart[];
  /** The course has a leaderboard: the screen says how this score counts there. */
  leaderboardEnabled: boolean;
}

/** Finishing: `saving` while the finish is on its way, `offline`/`failed` while it waits to be sent again. */
export type LessonEndStatus =
  | { status: 'saving' }
  | { status: 'offline' }
  | { status: 'failed' }
  | { status: 'done'; result: LessonEndResult };

export const LESSON_POINTS_TOTAL = 100;

/** Beyond this many, stars are counted in words rather than drawn one by one (as the exit slide does). */
const MOST_STARS_DRAWN = 10;

interface LessonEndProps {
  end: LessonEndStatus;
  /** The next step, from the page (the next lesson, back to the course, play again). */
  actions?: ReactNode;
}

/** The end of the lesson: the score and how it was made, the stars earned (celebrated) and what to do next. */
export function LessonEnd({ end, actions }: LessonEndProps) {
  const t = useLessonEndText();
  return (
    <section className="sw-lesson-end" aria-labelledby="sw-lesson-end-title">
      <h2 id="sw-lesson-end-title" className="sw-lesson-end__title">
        {t('end.title')}
      </h2>
      {end.status === 'done' ? (
        <LessonEndScore result={end.result} />
      ) : (
        <p className="sw-lesson-end__pending" role="status">
          {end.status === 'saving' ? t('end.saving') : end.status === 'offline' ? t('end.offline') : t('end.failed')}
        </p>
      )}
      {actions ? (
        <nav className="sw-lesson-end__next" aria-labelledby="sw-lesson-end-next">
          <h3 id="sw-lesson-end-next" className="sw-overline">
            {t('end.next')}
          </h3>
          <div className="sw-lesson-end__actions">{actions}</div>
        </nav>
      ) : null}
    </section>
  );
}

function LessonEndScore({ result }: { result: LessonEndResult }) {
  const t = useLessonEndText();
  const language = usePlayerLanguage();
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format;
  const share = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format;
  const score = Math.max(0, Math.min(LESSON_POINTS_TOTAL, result.score));
  return (
    <div className="sw-lesson-end__result" role="status">
      <div className="sw-lesson-end__ring" style={{ '--sw-score': score } as CSSProperties}>
        <p className="sw-overline">{t('end.score')}</p>
        <p className="sw-lesson-end__score" data-testid="lesson-score">
          {whole(result.score)}
          <span className="sw-lesson-end__out-of"> {t('end.outOf', { total: LESSON_POINTS_TOTAL })}</span>
        </p>
      </div>
      <p className={`sw-lesson-end__verdict sw-lesson-end__verdict--${result.verdict}`}>{t(`end.verdict.${result.verdict}`)}</p>
      {result.totalStars > 0 ? <EarnedStars result={result} /> : null}
      {result.bestScore > result.score ? <p className="sw-caption">{t('end.best', { score: whole(result.bestScore) })}</p> : null}
      {result.parts.length > 0 ? (
        <details className="sw-lesson-end__parts">
          <summary>{t('end.parts')}</summary>
          <p className="sw-caption">{t('end.partsNote')}</p>
          <ol>
            {result.parts.map((part) => (
              <li key={part.slideNumber} className="sw-lesson-end__part">
                <span className="sw-lesson-end__part-slide">{t('end.partSlide', { number: part.slideNumber })}</span>
                <span className="sw-lesson-end__part-points">
                  {t('end.partPoints', { points: whole(part.points), maxPoints: whole(part.maxPoints) })}
                </span>
                <span className="sw-lesson-end__part-earned">
                  {t('end.partEarned', { earned: share(part.earned), worth: share(part.worth) })}
                </span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {result.leaderboardEnabled ? <p className="sw-caption">{t('end.leaderboard')}</p> : null}
    </div>
  );
}

/** The stars this attempt earned; earning any is celebrated (stars pop and sparkle, unless motion is reduced). */
function EarnedStars({ result }: { result: LessonEndResult }) {
  const t = useLessonEndText();
  const celebrate = result.stars > 0;
  return (
    <div className={`sw-lesson-end__stars${celebrate ? ' sw-lesson-end__stars--celebrate' : ''}`} data-testid="lesson-stars">
      <p className="sw-overline">{t('end.stars')}</p>
      {result.totalStars <= MOST_STARS_DRAWN ? (
        <Stars earned={result.stars} total={result.totalStars} />
      ) : (
        <p className="sw-lesson-end__star-count">★ {`${result.stars} / ${result.totalStars}`}</p>
      )}
      {celebrate ? (
        <span className="sw-lesson-end__sparkles" aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <span key={index} style={{ '--sw-sparkle': index } as CSSProperties} />
          ))}
        </span>
      ) : null}
      <p className="sw-caption" data-testid="lesson-new-stars">
        {result.newStars === 0
          ? t('end.noNewStars')
          : result.newStars === 1
            ? t('end.newStar')
            : t('end.newStars', { count: result.newStars })}
      </p>
    </div>
  );
}
