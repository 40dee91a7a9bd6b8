import type { PlatformAccount } from '@slidewise/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { usePlatformAccounts } from './data/platform-api.ts';
import { PlanDialog } from './PlanDialog.tsx';
import './platform.css';

/** /platform/accounts: platform administrators list every account and change its plan (spec §6). */
export function PlatformAccountsPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const accounts = usePlatformAccounts(deferredSearch);
  const [editing, setEditing] = useState<PlatformAccount | null>(null);

  return (
    <Page title={t('platform.title')}>
      <TextField label={t('platform.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      {accounts.isPending ? <Spinner label={t('platform.loading')} /> : null}
      {accounts.isError ? (
        <div className="platform-state">
          <Alert tone="negative">
            <p>{t('platform.loadFailed')}</p>
            <p>{apiErrorMessage(accounts.error, t)}</p>
          </Alert>
          <div>
            <Button variant="secondary" onClick={() => void accounts.refetch()} disabled={accounts.isFetching}>
              {t('platform.retry')}
            </Button>
          </div>
        </div>
      ) : null}
      {accounts.data && accounts.data.items.length === 0 ? <p className="platform-empty">{t('platform.empty')}</p> : null}
      {accounts.data && accounts.data.items.length > 0 ? (
        <ul className="platform-accounts" aria-label={t('platform.listLabel')}>
          {accounts.data.items.map((account) => (
            <li key={account.id} className="platform-account">
              <div className="platform-account__who">
                <p className="platform-account__name">{account.name}</p>
                <p className="platform-account__meta">
                  {t('platform.meta', {
                    plan: t(`platform.kinds.${account.planKind}`),
                    count: account.totalUsers,
                    date: formatDateTime(account.createdAt, i18n.language),
                  })}
                </p>
                <p className="platform-account__meta">
                  {account.planAccess.hasAccess ? t('platform.access.open') : t('platform.access.locked')}
                  {account.planAccess.lessonLimit === null
                    ? ''
                    : ` · ${t('platform.access.limit', { count: account.planAccess.lessonLimit })}`}
                </p>
              </div>
              <Button variant="secondary" onClick={() => setEditing(account)} aria-label={t('platform.changeFor', { name: account.name })}>
                {t('platform.change')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? <PlanDialog account={editing} onClose={() => setEditing(null)} /> : null}
    </Page>
  );
}
