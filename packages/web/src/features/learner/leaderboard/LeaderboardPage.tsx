import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../ui/layout/Page.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useLeaderboard } from '../data/learner-queries.ts';
import { QueryFailure } from '../shared/QueryFailure.tsx';
import { formatScore } from '../shared/format.ts';
import '../learner.css';

/** /learn/courses/:courseId/leaderboard: the course's leaders by points, the learner marked (and added when below). */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const courseId = useParams().courseId ?? '';
  const leaderboard = useLeaderboard(courseId);
  const back = (
    <Link className="button button--secondary" to={`/learn/courses/${encodeURIComponent(courseId)}`}>
      {t('learner.common.backToCourse')}
    </Link>
  );

  return (
    <Page title={t('learner.leaderboard.title')} actions={back}>
      {leaderboard.isPending ? (
        <Spinner label={t('learner.leaderboard.loading')} />
      ) : leaderboard.isError ? (
        <QueryFailure
          title={t('learner.leaderboard.loadFailed')}
          error={leaderboard.error}
          retrying={leaderboard.isFetching}
          onRetry={() => void leaderboard.refetch()}
        />
      ) : !leaderboard.data.enabled ? (
        <p className="learner-empty">{t('learner.leaderboard.disabled')}</p>
      ) : leaderboard.data.items.length === 0 ? (
        <p className="learner-empty">{t('learner.leaderboard.empty')}</p>
      ) : (
        <>
          <p className="learner-leaderboard__rule">{t('learner.leaderboard.rule')}</p>
          <table className="learner-table">
            <caption className="visually-hidden">{t('learner.leaderboard.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('learner.leaderboard.rank')}</th>
                <th scope="col">{t('learner.leaderboard.learner')}</th>
                <th scope="col" className="learner-table__number">
                  {t('learner.leaderboard.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {leaderboard.data.items.map((entry) => (
                <tr
                  key={entry.userId}
                  className={entry.isMe ? 'learner-table__me' : undefined}
                  aria-current={entry.isMe ? 'true' : undefined}
                >
                  <td>{entry.rank}</td>
                  <th scope="row">
                    {entry.name}
                    {entry.isMe ? <span className="learner-badge learner-badge--positive">{t('learner.leaderboard.you')}</span> : null}
                  </th>
                  <td className="learner-table__number">{formatScore(entry.points)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Page>
  );
}
