import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { QueryFailure } from '../learner/index.ts';
import { useLearnerPlaylists } from './data/learner-playlist-api.ts';
import { PlaylistProgress } from './PlaylistProgress.tsx';
import './learner-paths.css';

/** The learner's home: their playlists, above their courses; nothing at all when they have none. */
export function LearnerPlaylistSection() {
  const { t } = useTranslation();
  const playlists = useLearnerPlaylists();
  if (playlists.isPending) return <Spinner label={t('playlists.learner.listLoading')} />;
  if (playlists.isError)
    return (
      <QueryFailure
        title={t('playlists.learner.listLoadFailed')}
        error={playlists.error}
        retrying={playlists.isFetching}
        onRetry={() => void playlists.refetch()}
      />
    );
  if (playlists.data.items.length === 0) return null;
  return (
    <section className="playlist-section" aria-labelledby="learner-playlists-heading">
      <h2 className="playlist-section__title" id="learner-playlists-heading">
        {t('playlists.learner.listTitle')}
      </h2>
      <ul className="playlist-section__list">
        {playlists.data.items.map((playlist) => (
          <li key={playlist.id} className="paths-card" aria-labelledby={`learner-playlist-${playlist.id}`}>
            {playlist.image ? <img className="paths-card__image" src={playlist.image} alt="" loading="lazy" /> : null}
            <div className="paths-card__body">
              <p className="playlist-section__type">
                {t('playlists.learner.eyebrow', { type: t(`playlists.type.${playlist.playlistType}`) })}
              </p>
              <h3 className="paths-card__title" id={`learner-playlist-${playlist.id}`}>
                {playlist.title}
              </h3>
              <PlaylistProgress completed={playlist.progress.completedCourseCount} total={playlist.progress.courseCount} />
              <div className="paths-card__actions">
                <Link
                  className="button button--primary"
                  to={`/learn/paths/${encodeURIComponent(playlist.id)}`}
                  aria-describedby={`learner-playlist-${playlist.id}`}
                >
                  {playlist.progress.completed ? t('playlists.learner.review') : t('playlists.learner.open')}
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
