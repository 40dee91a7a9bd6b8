import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignOutButton, useMe } from '../features/auth/index.ts';
import { LearnLink } from '../features/learner/index.ts';
import { ModerationLink } from '../features/activities/moderation/ModerationLink.tsx';
import { PeopleLink } from '../features/people/PeopleLink.tsx';
import { AnalyticsLink } from '../features/analytics-overview/AnalyticsLink.tsx';
import { NotificationBell } from '../features/notifications/index.ts';
import { useSaveLanguage } from '../features/own-account/use-save-language.ts';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher.tsx';
import { OnlineIndicator } from '../ui/online/OnlineIndicator.tsx';
import { UserMenu } from './UserMenu.tsx';

export function TopBar() {
  const { t } = useTranslation();
  // Asked on every page, public ones included, so a signed-in user can always sign out.
  const { data: user } = useMe();
  const saveLanguage = useSaveLanguage();
  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__brand">
        <span className="top-bar__logo" aria-hidden="true" />
        {t('app.name')}
      </Link>
      <div className="top-bar__tools">
        <OnlineIndicator />
        <LanguageSwitcher {...(user ? { onChosen: saveLanguage } : {})} />
        {user ? (
          <>
            <LearnLink />
            <ModerationLink />
            <PeopleLink />
            <AnalyticsLink />
            <NotificationBell />
            <UserMenu user={user} />
            {/* On a phone the bar has no room for it: it moves into the user menu. */}
            <span className="top-bar__sign-out">
              <SignOutButton />
            </span>
          </>
        ) : null}
      </div>
    </header>
  );
}
