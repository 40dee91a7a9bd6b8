import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from './online-status.ts';
import './online.css';

/** spec templates §8: while offline, the offline message stays on screen. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const { t } = useTranslation();
  return (
    <div className="offline-banner" role="status" aria-live="polite">
      {online ? null : <p className="offline-banner__message">{t('online.offlineMessage')}</p>}
    </div>
  );
}
