import { usePlayerText } from '../i18n/player-language.tsx';
import type { ShareState } from '../lesson/contribution-upload.tsx';

/** While a contribution uploads, and why it failed (sharing again retries). */
export function ShareStatus({ state }: { state: ShareState }) {
  const t = usePlayerText();
  if (state.phase === 'uploading') {
    return (
      <p className="sw-caption" role="status">
        {t('peer.uploading')}
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <p className="sw-caption sw-share-failed" role="alert">
        {t('peer.uploadFailed', { reason: state.message })}
      </p>
    );
  }
  return null;
}
