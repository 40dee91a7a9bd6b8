import { useTranslation } from 'react-i18next';
import { ActivitySettingsPage, PostActivityFields } from '../activities/index.ts';
import { discussionKind } from './kind.ts';

/** /discussion/{lessonId}: a discussion's settings (authoring §2); "new" with ?courseId= creates one. */
export function DiscussionPage() {
  const { t } = useTranslation();
  return (
    <ActivitySettingsPage
      kind={discussionKind}
      fields={(changed, edit) => <PostActivityFields kind="discussion" changed={changed} edit={edit} />}
      work={(item) => ({ link: { to: `/discussions/${encodeURIComponent(item.id)}/posts`, label: t('discussions.settings.openPosts') } })}
    />
  );
}
