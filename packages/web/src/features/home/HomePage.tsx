import { canModerate, courseRoles, courseStaff, holdsAny, NEW_ITEM_ID } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountSummary } from '../account/index.ts';
import { useMe } from '../auth/index.ts';
import { ModerationOverview } from '../activities/index.ts';
import { ConvertDocumentActions } from '../documents/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { CourseList } from './CourseList.tsx';
import './home.css';

export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const name = user ? user.userFirstName || user.userName : '';
  const roles = user?.userRoles ?? [];
  // Facilitators are not course editors: their way in to discussions and grading starts here (issue 6).
  // Other moderators keep their course list first and reach /moderation by the top bar or, on phones, here.
  const moderationHere = roles.includes('facilitator');
  return (
    <Page
      title={t('pages.home.title')}
      {...(name ? { eyebrow: t('home.greeting', { name }) } : {})}
      actions={
        <div className="home__actions">
          {/* Issue 16: what the library holds beside courses. */}
          {holdsAny({ roles }, courseStaff) ? (
            <nav className="home__library" aria-label={t('home.library.label')}>
              <Link to="/paths">{t('home.library.playlists')}</Link>
              <Link to="/collections">{t('home.library.collections')}</Link>
              <Link to="/leaderboards">{t('home.library.leaderboards')}</Link>
              {holdsAny({ roles }, courseRoles.create) ? <Link to="/library">{t('home.library.courseLibrary')}</Link> : null}
            </nav>
          ) : null}
          {canModerate(roles) && !moderationHere ? (
            <Link className="button button--secondary" to="/moderation">
              {t('moderation.nav')}
            </Link>
          ) : null}
          {/* Issue 17: a course from a document or a presentation, for those who create courses. */}
          {holdsAny({ roles }, courseRoles.create) ? <ConvertDocumentActions target={{ kind: 'course' }} /> : null}
          {/* spec §2: the editor of the course "new" creates it. */}
          <Link className="button button--primary" to={`/course/${NEW_ITEM_ID}/edit`}>
            {t('home.newCourse')}
          </Link>
        </div>
      }
    >
      <AccountSummary />
      {moderationHere ? <ModerationOverview /> : null}
      <CourseList />
    </Page>
  );
}
