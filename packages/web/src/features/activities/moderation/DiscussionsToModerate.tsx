import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useDiscussionsToModerate } from './data/moderation-queries.ts';
import { ModerationGroup } from './ModerationGroup.tsx';

/** Each discussion of the account links to its facilitator screen, with its posts and newest activity. */
export function DiscussionsToModerate() {
  const { t, i18n } = useTranslation();
  return (
    <ModerationGroup
      id="moderation-discussions"
      title={t('moderation.discussions.title')}
      query={useDiscussionsToModerate()}
      texts={{
        loading: t('moderation.discussions.loading'),
        failed: t('moderation.discussions.loadFailed'),
        empty: t('moderation.discussions.empty'),
      }}
      hrefOf={(item) => `/discussions/${encodeURIComponent(item.id)}/posts`}
      facts={(item) => (
        <>
          <span>{t('moderation.discussions.posts', { count: item.postCount })}</span>
          <span>
            {item.lastActivityAt
              ? t('moderation.discussions.lastActivity', { date: formatDateTime(item.lastActivityAt, i18n.language) })
              : t('moderation.discussions.noActivity')}
          </span>
        </>
      )}
    />
  );
}
