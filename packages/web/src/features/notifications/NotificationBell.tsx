import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useNotifications } from './data/notification-queries.ts';
import './notifications.css';

/** The top bar's bell: the way to the notification centre with the unread count; absent when the account's flag is off. */
export function NotificationBell() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  if (!notifications.data?.enabled) return null;
  const unread = notifications.data.unreadCount;
  return (
    <NavLink to="/notifications" className="notification-bell" aria-label={t('notifications.bellLabel', { count: unread })}>
      <svg className="notification-bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      </svg>
      {unread > 0 ? <span className="notification-bell__count">{unread > 99 ? '99+' : unread}</span> : null}
    </NavLink>
  );
}
