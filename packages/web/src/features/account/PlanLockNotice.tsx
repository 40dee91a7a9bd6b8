import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format-date.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { useMe } from '../auth/index.ts';
import { usePlan } from './data/account-queries.ts';

/**
 * Spec §3.7 planAccess: when the plan gives no access, the authoring pages are read-only (the server
 * answers every course 'view' only and refuses writes) and this says why and since when.
 */
export function PlanLockNotice() {
  // Asked only with a session: a signed-out visitor is on the way to the sign-in page.
  const signedIn = Boolean(useMe().data);
  return signedIn ? <PlanAccessNotice /> : null;
}

function PlanAccessNotice() {
  const { t, i18n } = useTranslation();
  const access = usePlan().data?.planAccess;
  if (!access || access.hasAccess) return null;
  return (
    <Alert tone="info">
      <strong>{t('account.planLock.title')}</strong>{' '}
      {access.hasAccessReason ? t('account.planLock.reason', { reason: access.hasAccessReason }) : null}{' '}
      {access.lockedDate ? t('account.planLock.since', { date: formatDateTime(access.lockedDate, i18n.language) }) : null}{' '}
      {t('account.planLock.readOnly')}
    </Alert>
  );
}
