import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from './online-status.ts';
import './online.css';

export function OnlineIndicator() {
  const online = useOnlineStatus();
  const { t } = useTranslation();
  return (
    <span className={`online-indicator online-indicator--${online ? 'online' : 'offline'}`}>
      <span className="online-indicator__dot" aria-hidden="true" />
      <span className="online-indicator__text hidden-on-phone">{online ? t('online.online') : t('online.offline')}</span>
    </span>
  );
}
