import { NEW_ITEM_ID } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountSummary } from '../account/index.ts';
import { useMe } from '../auth/index.ts';
import { ModerationOverview } from '../moderation/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { CourseList } from './CourseList.tsx';
import './home.css';

export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const name = user ? user.userFirstName || user.userName : '';
  return (
    <Page
      title={t('pages.home.title')}
      {...(name ? { eyebrow: t('home.greeting', { name }) } : {})}
      actions={
        // spec §2: the editor of the course "new" creates it.
        <Link className="button button--primary" to={`/course/${NEW_ITEM_ID}/edit`}>
          {t('home.newCourse')}
        </Link>
      }
    >
      <AccountSummary />
      {/* Facilitators are not course editors: their way in to discussions and grading starts here (issue 6). */}
      {user?.userRoles.includes('facilitator') ? <ModerationOverview /> : null}
      <CourseList />
    </Page>
  );
}
