import type { Notification } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { useMarkRead, useNotifications } from './data/notification-queries.ts';
import { notificationLink } from './notification-link.ts';
import './notifications.css';

/** /notifications: the notification centre (templates §6 flag), newest first, unread marked. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const actions = (
    <div className="notifications__actions">
      <Link className="button button--secondary" to="/notifications/preferences">
        {t('notifications.preferencesLink')}
      </Link>
      {notifications.data && notifications.data.unreadCount > 0 ? (
        <Button variant="secondary" disabled={markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
          {t('notifications.markAllRead')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <Page title={t('notifications.title')} actions={actions}>
      {notifications.isPending ? (
        <Spinner label={t('notifications.loading')} />
      ) : notifications.isError ? (
        <Alert tone="negative">
          <p>{t('notifications.loadFailed')}</p>
          <p>{apiErrorMessage(notifications.error, t)}</p>
          <Button variant="secondary" onClick={() => void notifications.refetch()} disabled={notifications.isFetching}>
            {t('notifications.retry')}
          </Button>
        </Alert>
      ) : !notifications.data.enabled ? (
        <p className="notifications__empty">{t('notifications.off')}</p>
      ) : notifications.data.items.length === 0 ? (
        <p className="notifications__empty">{t('notifications.empty')}</p>
      ) : (
        <ul className="notifications__list">
          {notifications.data.items.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={() => item.readAt === null && markRead.mutate({ ids: [item.id] })} />
          ))}
        </ul>
      )}
      {markRead.isError ? <Alert tone="negative">{apiErrorMessage(markRead.error, t)}</Alert> : null}
    </Page>
  );
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null | undefined) =>
    iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)) : t('notifications.soon');
  const text = t(`notifications.kinds.${item.kind}`, {
    course: item.subject.courseTitle ?? '',
    lesson: item.subject.lessonTitle ?? item.subject.courseTitle ?? '',
    actor: item.subject.actorName ?? '',
    date: date(item.subject.dueAt),
  });
  const link = notificationLink(item);
  return (
    <li className={`notifications__item${item.readAt === null ? ' notifications__item--unread' : ''}`} data-kind={item.kind}>
      {link ? (
        <Link to={link} onClick={onOpen}>
          {text}
        </Link>
      ) : (
        <span>{text}</span>
      )}
      <time className="notifications__time" dateTime={item.createdAt}>
        {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.createdAt))}
      </time>
      {item.readAt === null ? <span className="notifications__unread">{t('notifications.unread')}</span> : null}
    </li>
  );
}
