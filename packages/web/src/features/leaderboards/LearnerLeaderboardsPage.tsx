import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { QueryFailure } from '../learner/index.ts';
import { useLearnerLeaderboards, useLearnerStandings } from './leaderboard-api.ts';
import { Standings } from './Standings.tsx';
import './leaderboards.css';

/** /learn/leaderboards: the boards the learner takes part in. */
export function LearnerLeaderboardsPage() {
  const { t } = useTranslation();
  const boards = useLearnerLeaderboards();
  return (
    <Page
      title={t('leaderboards.learner.title')}
      actions={
        <Link className="button button--secondary" to="/learn">
          {t('leaderboards.learner.back')}
        </Link>
      }
    >
      {boards.isPending ? (
        <Spinner label={t('leaderboards.learner.loading')} />
      ) : boards.isError ? (
        <QueryFailure
          title={t('leaderboards.learner.loadFailed')}
          error={boards.error}
          retrying={boards.isFetching}
          onRetry={() => void boards.refetch()}
        />
      ) : !boards.data.enabled ? (
        <div className="standings-empty">
          <p>{t('leaderboards.learner.off')}</p>
        </div>
      ) : boards.data.items.length === 0 ? (
        <div className="standings-empty">
          <p>{t('leaderboards.learner.empty')}</p>
        </div>
      ) : (
        <ul className="leaderboard-list">
          {boards.data.items.map((board) => (
            <li key={board.id} className="leaderboard-list__item">
              <Link className="leaderboard-list__title" to={`/learn/leaderboards/${encodeURIComponent(board.id)}`}>
                {board.title}
              </Link>
              <span className="leaderboard-list__meta">
                {t(`leaderboards.kind.${board.kind}`)} · {t(`leaderboards.status.${board.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** /learn/leaderboards/:leaderboardId: one board, the learner's own place in sight. */
export function LearnerStandingsPage() {
  const { t } = useTranslation();
  const leaderboardId = useParams().leaderboardId ?? '';
  const standings = useLearnerStandings(leaderboardId);
  const back = (
    <Link className="button button--secondary" to="/learn/leaderboards">
      {t('leaderboards.learner.allBoards')}
    </Link>
  );
  if (standings.isPending)
    return (
      <Page title={t('leaderboards.learner.boardTitle')} actions={back}>
        <Spinner label={t('leaderboards.learner.boardLoading')} />
      </Page>
    );
  if (standings.isError)
    return (
      <Page title={t('leaderboards.learner.boardTitle')} actions={back}>
        {isApiError(standings.error, 404) ? (
          <div className="standings-empty">
            <p>{t('leaderboards.learner.notFound')}</p>
          </div>
        ) : (
          <QueryFailure
            title={t('leaderboards.learner.boardLoadFailed')}
            error={standings.error}
            retrying={standings.isFetching}
            onRetry={() => void standings.refetch()}
          />
        )}
      </Page>
    );
  const { leaderboard } = standings.data;
  return (
    <Page
      title={leaderboard.title}
      eyebrow={`${t(`leaderboards.kind.${leaderboard.kind}`)} · ${t(`leaderboards.status.${leaderboard.status}`)}`}
      actions={back}
    >
      <Standings standings={standings.data} />
    </Page>
  );
}
