import type { LessonLock } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../ui/primitives/Alert.tsx';

interface LockedLessonProps {
  lock: LessonLock;
  best: { score: number; stars: number } | null;
  coursePath: string;
}

/** Why the lesson cannot be played now, and until when; the learner's best result so far. */
export function LockedLesson({ lock, best, coursePath }: LockedLessonProps) {
  const { t, i18n } = useTranslation();
  const until = lock.lockedUntil
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(lock.lockedUntil))
    : null;
  const reason =
    lock.reason === 'prerequisites'
      ? t('lessonPlayer.locked.prerequisites')
      : lock.reason === 'completed'
        ? t('lessonPlayer.locked.completed')
        : lock.reason === 'interval'
          ? until
            ? t('lessonPlayer.locked.interval', { time: until })
            : t('lessonPlayer.locked.intervalLater')
          : t('lessonPlayer.locked.other');
  return (
    <div className="lesson-play__locked">
      <Alert tone="info">
        <p className="lesson-play__error-title">{t('lessonPlayer.locked.title')}</p>
        <p>{reason}</p>
      </Alert>
      {best ? <p>{t('lessonPlayer.best', { score: best.score, stars: best.stars })}</p> : null}
      <Link className="button button--primary" to={coursePath}>
        {t('lessonPlayer.backToCourse')}
      </Link>
    </div>
  );
}
