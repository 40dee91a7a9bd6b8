import type { LearnerPlaylistCourse } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { QueryFailure } from '../learner/index.ts';
import { useLearnerPlaylist } from './data/learner-playlist-api.ts';
import { PlaylistProgress } from './PlaylistProgress.tsx';
import './learner-paths.css';

const coursePath = (courseId: string) => `/learn/courses/${encodeURIComponent(courseId)}`;

/** /learn/paths/:playlistId: a playlist's courses in order, each open, completed or waiting for the one before. */
export function LearnerPlaylistPage() {
  const { t } = useTranslation();
  const playlistId = useParams().playlistId ?? '';
  const playlist = useLearnerPlaylist(playlistId);
  const back = (
    <Link className="button button--secondary" to="/learn">
      {t('playlists.learner.back')}
    </Link>
  );

  if (playlist.isPending)
    return (
      <Page title={t('playlists.learner.title')} actions={back}>
        <Spinner label={t('playlists.learner.loading')} />
      </Page>
    );
  if (playlist.isError)
    return (
      <Page title={t('playlists.learner.title')} actions={back}>
        {isApiError(playlist.error, 404) ? (
          <div className="paths-empty">
            <h2 className="paths-empty__title">{t('playlists.learner.notFoundTitle')}</h2>
            <p>{t('playlists.learner.notFoundText')}</p>
          </div>
        ) : (
          <QueryFailure
            title={t('playlists.learner.loadFailed')}
            error={playlist.error}
            retrying={playlist.isFetching}
            onRetry={() => void playlist.refetch()}
          />
        )}
      </Page>
    );

  const { title, description, image, playlistType, progress, courses } = playlist.data;
  return (
    <Page title={title} eyebrow={t('playlists.learner.eyebrow', { type: t(`playlists.type.${playlistType}`) })} actions={back}>
      <div className="playlist">
        {image ? <img className="playlist__image" src={image} alt="" /> : null}
        {description ? <p className="playlist__description">{description}</p> : null}
        <p className="playlist__rule">{t(`playlists.typeHint.${playlistType}`)}</p>
        <PlaylistProgress completed={progress.completedCourseCount} total={progress.courseCount} />
        {courses.length === 0 ? (
          <div className="paths-empty">
            <h2 className="paths-empty__title">{t('playlists.learner.emptyTitle')}</h2>
            <p>{t('playlists.learner.emptyText')}</p>
          </div>
        ) : (
          <ol className="playlist__steps" aria-label={t('playlists.learner.stepsLabel')}>
            {courses.map((course, index) => (
              <PlaylistStep key={course.id} course={course} step={index + 1} isNext={course.id === progress.nextCourseId} />
            ))}
          </ol>
        )}
      </div>
    </Page>
  );
}

function PlaylistStep({ course, step, isNext }: { course: LearnerPlaylistCourse; step: number; isNext: boolean }) {
  const { t } = useTranslation();
  const titleId = `playlist-step-${course.id}`;
  const state = course.completed ? 'completed' : course.locked ? 'locked' : 'open';
  const action = course.completed
    ? t('playlists.learner.review')
    : course.completedLessonCount > 0
      ? t('playlists.learner.continue')
      : t('playlists.learner.start');
  return (
    <li className={`playlist-step playlist-step--${state}`} aria-labelledby={titleId}>
      <span className="playlist-step__number" aria-hidden="true">
        {course.completed ? '✓' : step}
      </span>
      <div className="playlist-step__body">
        <h2 className="playlist-step__title" id={titleId}>
          <span className="visually-hidden">{t('playlists.learner.stepNumber', { step })} </span>
          {course.title}
        </h2>
        <p className="playlist-step__meta">
          {t('playlists.count.lessons', { count: course.lessonCount })}
          <span className={`paths-badge${state === 'completed' ? ' paths-badge--positive' : ''}`}>
            {t(`playlists.learner.state.${state}`)}
          </span>
        </p>
        {course.locked && course.waitsFor ? (
          <p className="playlist-step__lock">{t('playlists.learner.waitsFor', { title: course.waitsFor.title })}</p>
        ) : null}
      </div>
      {course.locked ? null : (
        <Link
          className={`button ${isNext ? 'button--primary' : 'button--secondary'}`}
          to={coursePath(course.id)}
          aria-describedby={titleId}
        >
          {action}
        </Link>
      )}
    </li>
  );
}
