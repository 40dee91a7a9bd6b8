import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rolesAllow } from '@slidewise/core';
import { Link, useMatches, useSearchParams } from 'react-router';
import { SignOutButton } from '../features/auth/index.ts';
import { MediaLibraryLink } from '../features/media/MediaLibraryLink.tsx';
import { RadioGroup } from '../ui/primitives/RadioGroup.tsx';
import { THEME_URL_PARAMETER, themeSchemes, type ThemeScheme } from '../ui/themes/theme-choice.ts';
import { useTheme } from '../ui/themes/theme-context.ts';
import { routeHandle } from './route-handle.ts';
import './user-menu.css';

interface SignedInUser {
  userEmail: string;
  userFirstName?: string | null;
  userName: string;
  userRoles?: readonly string[];
}

/** The signed-in person's menu in the top bar: who is signed in, and the theme setting. */
export function UserMenu({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const name = user.userFirstName || user.userName;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('userMenu.open', { name })}
        title={user.userEmail}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="user-menu__name hidden-on-phone">{name}</span>
      </button>
      {open ? (
        <div className="user-menu__panel" id={panelId}>
          <p className="user-menu__who">
            {t('auth.signedInAs', { name })}
            <span className="user-menu__email">{user.userEmail}</span>
          </p>
          <MediaLibraryLink roles={user.userRoles ?? []} onFollow={() => setOpen(false)} />
          <Link to="/account" className="user-menu__link" onClick={() => setOpen(false)}>
            {t('ownAccount.menuLink')}
          </Link>
          <ThemeSetting />
          <AccountLinks roles={user.userRoles ?? []} onFollow={() => setOpen(false)} />
          <div className="user-menu__sign-out">
            <SignOutButton />
          </div>
        </div>
      ) : null}
    </div>
  );
}

function ThemeSetting() {
  const { t } = useTranslation();
  const { scheme, chooseScheme } = useTheme();
  const [searchParams, setSearchParams] = useSearchParams();
  const locksDarkScheme = useMatches().some((match) => routeHandle(match)?.locksDarkScheme === true);
  const labels: Record<ThemeScheme, string> = {
    light: t('userMenu.themeLight'),
    dark: t('userMenu.themeDark'),
    system: t('userMenu.themeSystem'),
  };

  return (
    <div className="user-menu__theme">
      <RadioGroup
        legend={t('userMenu.theme')}
        value={scheme}
        options={themeSchemes.map((value) => ({ value, label: labels[value] }))}
        onChange={(next) => {
          chooseScheme(next);
          // A `?theme=` still in the address would win over the menu's choice until the next navigation.
          if (searchParams.has(THEME_URL_PARAMETER)) {
            const rest = new URLSearchParams(searchParams);
            rest.delete(THEME_URL_PARAMETER);
            setSearchParams(rest, { replace: true });
          }
        }}
      />
      {locksDarkScheme ? <p className="field__hint">{t('userMenu.themeLocked')}</p> : null}
    </div>
  );
}

/** The account's people and settings and the platform's accounts, for those whose roles reach them (docs/permissions.md). */
function AccountLinks({ roles, onFollow }: { roles: readonly string[]; onFollow: () => void }) {
  const { t } = useTranslation();
  const links = [
    // The top bar has no room for its People link on a phone: this is the way to /users there.
    ...(rolesAllow('people.read', roles) ? [{ to: '/users', label: t('people.nav.link') }] : []),
    // The same for the reports: the top bar's Analytics link is hidden on a phone too.
    ...(rolesAllow('analytics.readReports', roles) ? [{ to: '/analytics', label: t('analyticsOverview.nav.link') }] : []),
    ...(rolesAllow('settings.read', roles) ? [{ to: '/settings', label: t('userMenu.settings') }] : []),
    ...(rolesAllow('platform.listAccounts', roles) ? [{ to: '/platform/accounts', label: t('userMenu.platform') }] : []),
  ];
  if (links.length === 0) return null;
  return (
    <nav className="user-menu__links" aria-label={t('userMenu.accountLinks')}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="user-menu__link" onClick={onFollow}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
