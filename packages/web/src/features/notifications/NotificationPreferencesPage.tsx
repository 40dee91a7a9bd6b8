import type { NotificationPreference } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Checkbox } from '../../ui/primitives/Checkbox.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { useNotificationPreferences, useSaveNotificationPreferences } from './data/notification-queries.ts';
import './notifications.css';

/** /notifications/preferences: each kind of notification on or off, in the centre and by e-mail. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const back = (
    <Link className="button button--secondary" to="/notifications">
      {t('notifications.backToCentre')}
    </Link>
  );
  return (
    <Page title={t('notifications.preferencesTitle')} actions={back} width="narrow">
      {preferences.isPending ? (
        <Spinner label={t('notifications.loading')} />
      ) : preferences.isError ? (
        <Alert tone="negative">
          <p>{t('notifications.preferencesLoadFailed')}</p>
          <p>{apiErrorMessage(preferences.error, t)}</p>
          <Button variant="secondary" onClick={() => void preferences.refetch()} disabled={preferences.isFetching}>
            {t('notifications.retry')}
          </Button>
        </Alert>
      ) : (
        <PreferencesForm initial={preferences.data.items} />
      )}
    </Page>
  );
}

function PreferencesForm({ initial }: { initial: NotificationPreference[] }) {
  const { t } = useTranslation();
  const [items, setItems] = useState(initial);
  const save = useSaveNotificationPreferences();
  const change = (kind: NotificationPreference['kind'], patch: Partial<NotificationPreference>) =>
    setItems((current) => current.map((item) => (item.kind === kind ? { ...item, ...patch } : item)));
  return (
    <form
      className="notification-preferences"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(items);
      }}
    >
      {items.map((item) => (
        <fieldset key={item.kind} className="notification-preferences__kind">
          <legend>{t(`notifications.kindNames.${item.kind}`)}</legend>
          <Checkbox
            label={t('notifications.inApp')}
            checked={item.inApp}
            onChange={(event) => change(item.kind, { inApp: event.target.checked })}
          />
          <Checkbox
            label={t('notifications.email')}
            checked={item.email}
            onChange={(event) => change(item.kind, { email: event.target.checked })}
          />
        </fieldset>
      ))}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('notifications.saving') : t('notifications.save')}
        </Button>
      </div>
      {save.isSuccess ? <p role="status">{t('notifications.saved')}</p> : null}
      {save.isError ? <Alert tone="negative">{apiErrorMessage(save.error, t)}</Alert> : null}
    </form>
  );
}
