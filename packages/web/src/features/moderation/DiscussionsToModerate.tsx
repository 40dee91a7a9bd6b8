import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../facilitator/threads/format-date.ts';
import { useDiscussionsToModerate } from './data/moderation-queries.ts';
import { ListState } from './ListState.tsx';

/** Each discussion of the account links to its facilitator screen, with its posts and newest activity. */
export function DiscussionsToModerate() {
  const { t, i18n } = useTranslation();
  const query = useDiscussionsToModerate();
  return (
    <section className="moderation__group" aria-labelledby="moderation-discussions">
      <h3 id="moderation-discussions" className="moderation__group-title">
        {t('moderation.discussions.title')}
      </h3>
      <ListState query={query} loading={t('moderation.discussions.loading')} failed={t('moderation.discussions.loadFailed')} empty={t('moderation.discussions.empty')}>
        {(data) => (
          <ul className="moderation__list">
            {data.items.map((item) => (
              <li key={item.id} className="moderation__item">
                <Link className="moderation__link" to={`/discussions/${encodeURIComponent(item.id)}/posts`}>
                  {item.title}
                </Link>
                <span className="moderation__course">{item.courseTitle}</span>
                <span className="moderation__facts">
                  <span>{t('moderation.discussions.posts', { count: item.postCount })}</span>
                  <span>
                    {item.lastActivityAt
                      ? t('moderation.discussions.lastActivity', { date: formatDateTime(item.lastActivityAt, i18n.language) })
                      : t('moderation.discussions.noActivity')}
                  </span>
                  {item.isPublished ? null : <span>{t('moderation.unpublished')}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
