import type { LeaderboardStandings, StandingEntry } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { initialsOf, splitPodium } from './podium.ts';
import './leaderboards.css';

function Avatar({ entry }: { entry: StandingEntry }) {
  return entry.avatarUrl ? (
    <img className="standings-avatar" src={entry.avatarUrl} alt="" loading="lazy" />
  ) : (
    <span className="standings-avatar standings-avatar--initials" aria-hidden="true">
      {initialsOf(entry.name)}
    </span>
  );
}

/** A board's standings: the podium, the places below it, and the viewer's own place always in sight. */
export function Standings({ standings }: { standings: LeaderboardStandings }) {
  const { t } = useTranslation();
  const { podium, rest } = splitPodium(standings.items);
  const groups = standings.leaderboard.kind === 'group-vs-group';
  const pointsOf = (entry: StandingEntry) =>
    groups
      ? t('leaderboards.standings.averagePoints', { count: entry.points })
      : t('leaderboards.standings.points', { count: entry.points });

  if (standings.items.length === 0)
    return (
      <div className="standings-empty">
        <p>{t('leaderboards.standings.empty')}</p>
      </div>
    );

  return (
    <div className="standings">
      <p className="standings__rule">{t(groups ? 'leaderboards.standings.groupRule' : 'leaderboards.standings.rule')}</p>
      {standings.me ? (
        <p className="standings__me" role="status">
          {t('leaderboards.standings.yourRank', { rank: standings.me.rank, count: standings.entrantCount, points: standings.me.points })}
        </p>
      ) : null}
      {podium.length > 0 ? (
        <ol className="standings__podium" aria-label={t('leaderboards.standings.podium')}>
          {podium.map((entry) => (
            <li key={entry.id} className={`standings-step standings-step--${entry.rank}${entry.isMe ? ' standings-step--me' : ''}`}>
              <span className="standings-step__rank">{t('leaderboards.standings.place', { rank: entry.rank })}</span>
              <Avatar entry={entry} />
              <span className="standings-step__name">{entry.name}</span>
              <span className="standings-step__points">{pointsOf(entry)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {rest.length > 0 ? (
        <table className="standings-table">
          <caption className="visually-hidden">{t('leaderboards.standings.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('leaderboards.standings.rank')}</th>
              <th scope="col">{t(groups ? 'leaderboards.standings.group' : 'leaderboards.standings.learner')}</th>
              <th scope="col" className="standings-table__number">
                {t('leaderboards.standings.pointsHeading')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rest.map((entry) => (
              <tr key={entry.id} className={entry.isMe ? 'standings-table__me' : undefined} aria-current={entry.isMe ? 'true' : undefined}>
                <td>{entry.rank}</td>
                <th scope="row">
                  <span className="standings-table__who">
                    <Avatar entry={entry} />
                    {entry.name}
                    {groups && entry.memberCount !== null ? (
                      <span className="standings-table__members">{t('leaderboards.standings.members', { count: entry.memberCount })}</span>
                    ) : null}
                  </span>
                </th>
                <td className="standings-table__number">{entry.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
