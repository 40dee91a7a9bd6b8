import { NEW_ITEM_ID } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../ui/layout/Page.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { QueryFailure } from '../../learner/index.ts';
import { usePlaylists } from '../data/playlist-queries.ts';
import '../paths.css';

/** /paths: the account's playlists, for the people who build them. */
export function PlaylistListPage() {
  const { t } = useTranslation();
  const playlists = usePlaylists();
  return (
    <Page
      title={t('playlists.list.title')}
      actions={
        <Link className="button button--primary" to={`/paths/${NEW_ITEM_ID}`}>
          {t('playlists.list.new')}
        </Link>
      }
    >
      {playlists.isPending ? (
        <Spinner label={t('playlists.list.loading')} />
      ) : playlists.isError ? (
        <QueryFailure
          title={t('playlists.list.loadFailed')}
          error={playlists.error}
          retrying={playlists.isFetching}
          onRetry={() => void playlists.refetch()}
        />
      ) : playlists.data.items.length === 0 ? (
        <div className="playlist-empty">
          <h2 className="playlist-empty__title">{t('playlists.list.emptyTitle')}</h2>
          <p>{t('playlists.list.emptyText')}</p>
        </div>
      ) : (
        <ul className="playlist-list">
          {playlists.data.items.map((playlist) => (
            <li key={playlist.id} className="playlist-list__item">
              <h2 className="playlist-list__title">
                <Link to={`/paths/${encodeURIComponent(playlist.id)}`}>{playlist.title}</Link>
              </h2>
              <p className="playlist-list__meta">
                {t(`playlists.type.${playlist.playlistType}`)}
                {' · '}
                {t('playlists.count.courses', { count: playlist.courseCount })}
                <span className={`playlist-badge${playlist.status === 'Published' ? ' playlist-badge--positive' : ''}`}>
                  {t(`playlists.status.${playlist.status}`)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
