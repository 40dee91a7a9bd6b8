import {
  lastActiveFilters,
  RESULTS_PER_PAGE_CHANGED_EVENT,
  userPageSizes,
  userSorts,
  userStatuses,
  type UserDirectoryRow,
} from '@slidewise/core';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { useSearchTracking } from '../../api/search-tracking.ts';
import { track } from '../../api/tracker.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { SelectField } from '../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { BulkActionDialog } from './BulkActionDialog.tsx';
import { CreatePersonDialog } from './CreatePersonDialog.tsx';
import { useDirectory, useUserGroups } from './data/people-queries.ts';
import { filtersFromSearch, searchFromFilters, type DirectoryFilters } from './directory-filters.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { PeopleNav } from './PeopleNav.tsx';
import { invitableRoles, roleLabel } from './role-options.ts';
import './people.css';

type OpenDialog = 'create' | 'invite' | 'bulk' | undefined;

/** /users: the account's people, filtered, sorted and searched on the server, a keyset page at a time. */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const [searchText, setSearchText] = useState(filters.search ?? '');
  const deferredSearch = useDeferredValue(searchText.trim());
  // The cursors of the pages before this one, so "Previous" goes back without offsets.
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>();
  const groups = useUserGroups();
  const cursor = cursors.at(-1);
  const directory = useDirectory({ ...filters, ...(cursor ? { cursor } : {}) });

  const setFilters = (change: Partial<DirectoryFilters>) => {
    setSearchParams(searchFromFilters({ ...filters, ...change }), { replace: true });
    setCursors([]);
    setSelected(new Set());
  };
  // The search box narrows as one types, once typing pauses (deferred), without a history entry per letter.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search should reset the filters' page
  useEffect(() => {
    if (deferredSearch !== (filters.search ?? '')) setFilters({ search: deferredSearch || undefined });
  }, [deferredSearch]);

  useSearchTracking('people', filters.search ?? '', directory.isPlaceholderData ? undefined : directory.data?.totalCount);

  const items = directory.data?.items ?? [];
  const allShownSelected = items.length > 0 && items.every((item) => selected.has(item.userId));
  const toggle = (userId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });

  const option = (value: string, label: string) => ({ value, label });
  const any = option('', t('people.filters.any'));

  return (
    <Page
      title={t('people.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => setDialog('invite')}>
            {t('people.invite.open')}
          </Button>
          <Button onClick={() => setDialog('create')}>{t('people.create.open')}</Button>
        </>
      }
    >
      <PeopleNav />
      <div className="people-filters" role="search">
        <TextField
          label={t('people.filters.search')}
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <SelectField
          label={t('people.fields.roles')}
          value={filters.role ?? ''}
          onChange={(event) => setFilters({ role: (event.target.value || undefined) as DirectoryFilters['role'] })}
          options={[any, ...invitableRoles.map((role) => option(role, roleLabel(t, role)))]}
        />
        <SelectField
          label={t('people.fields.groups')}
          value={filters.userGroupId ?? ''}
          onChange={(event) => setFilters({ userGroupId: event.target.value || undefined })}
          options={[any, ...(groups.data ?? []).map((group) => option(group.id, group.name))]}
        />
        <SelectField
          label={t('people.fields.status')}
          value={filters.status ?? ''}
          onChange={(event) => setFilters({ status: (event.target.value || undefined) as DirectoryFilters['status'] })}
          options={[any, ...userStatuses.map((status) => option(status, t(`people.status.${status}`)))]}
        />
        <SelectField
          label={t('people.fields.lastActive')}
          value={filters.lastActive ?? ''}
          onChange={(event) => setFilters({ lastActive: (event.target.value || undefined) as DirectoryFilters['lastActive'] })}
          options={[any, ...lastActiveFilters.map((filter) => option(filter, t(`people.lastActive.${filter}`)))]}
        />
        <SelectField
          label={t('people.filters.sort')}
          value={`${filters.sort}:${filters.direction}`}
          onChange={(event) => {
            const [sort, direction] = event.target.value.split(':') as [DirectoryFilters['sort'], DirectoryFilters['direction']];
            setFilters({ sort, direction });
          }}
          options={userSorts.flatMap((sort) =>
            (['asc', 'desc'] as const).map((direction) => option(`${sort}:${direction}`, t(`people.sort.${sort}.${direction}`))),
          )}
        />
      </div>

      {selected.size > 0 ? (
        <div className="people-bulk-bar" role="region" aria-label={t('people.bulk.region')}>
          <span aria-live="polite">{t('people.bulk.selected', { count: selected.size })}</span>
          <Button onClick={() => setDialog('bulk')}>{t('people.bulk.open')}</Button>
          <Button variant="quiet" onClick={() => setSelected(new Set())}>
            {t('people.bulk.clear')}
          </Button>
        </div>
      ) : null}

      {directory.isPending ? (
        <Spinner label={t('people.loading')} />
      ) : directory.isError ? (
        <div className="people-state">
          <Alert tone="negative">
            <p>{t('people.loadFailed')}</p>
            <p>{apiErrorMessage(directory.error, t)}</p>
          </Alert>
          <Button variant="secondary" onClick={() => void directory.refetch()}>
            {t('people.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="people-state">
          <h2 className="people-state__title">{t('people.empty.title')}</h2>
          <p className="page__text">{t('people.empty.text')}</p>
        </div>
      ) : (
        <>
          <p className="people-count" aria-live="polite">
            {directory.data.totalCountCapped
              ? t('people.countCapped', { count: directory.data.totalCount })
              : t('people.count', { count: directory.data.totalCount })}
          </p>
          <table className="people-table">
            <thead>
              <tr>
                <th scope="col" className="people-table__select">
                  <input
                    type="checkbox"
                    aria-label={t('people.bulk.selectPage')}
                    checked={allShownSelected}
                    onChange={() =>
                      setSelected((current) => {
                        const next = new Set(current);
                        for (const item of items) {
                          if (allShownSelected) next.delete(item.userId);
                          else next.add(item.userId);
                        }
                        return next;
                      })
                    }
                  />
                </th>
                <th scope="col">{t('people.fields.name')}</th>
                <th scope="col" className="hidden-on-phone">
                  {t('people.fields.roles')}
                </th>
                <th scope="col">{t('people.fields.status')}</th>
                <th scope="col" className="hidden-on-phone">
                  {t('people.fields.lastActive')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((person) => (
                <PersonRow
                  key={person.userId}
                  person={person}
                  selected={selected.has(person.userId)}
                  onToggle={toggle}
                  language={i18n.language}
                />
              ))}
            </tbody>
          </table>
          <nav className="people-pager" aria-label={t('people.pager.label')}>
            <Button variant="secondary" disabled={cursors.length === 0} onClick={() => setCursors((current) => current.slice(0, -1))}>
              {t('people.pager.previous')}
            </Button>
            <span>{t('people.pager.page', { page: cursors.length + 1 })}</span>
            <Button
              variant="secondary"
              disabled={!directory.data.nextCursor}
              onClick={() => setCursors((current) => [...current, directory.data.nextCursor!])}
            >
              {t('people.pager.next')}
            </Button>
            <SelectField
              label={t('people.pager.perPage')}
              value={String(filters.pageSize)}
              onChange={(event) => {
                const pageSize = Number(event.target.value);
                setFilters({ pageSize });
                track(RESULTS_PER_PAGE_CHANGED_EVENT, { per_page: pageSize, list: 'users' });
              }}
              options={userPageSizes.map((size) => option(String(size), String(size)))}
            />
          </nav>
        </>
      )}

      {dialog === 'create' ? <CreatePersonDialog onClose={() => setDialog(undefined)} /> : null}
      {dialog === 'invite' ? <InviteDialog onClose={() => setDialog(undefined)} /> : null}
      {dialog === 'bulk' ? (
        <BulkActionDialog
          userIds={[...selected]}
          onClose={() => setDialog(undefined)}
          onDone={() => {
            setDialog(undefined);
            setSelected(new Set());
          }}
        />
      ) : null}
    </Page>
  );
}

interface PersonRowProps {
  person: UserDirectoryRow;
  selected: boolean;
  onToggle(userId: string): void;
  language: string;
}

function PersonRow({ person, selected, onToggle, language }: PersonRowProps) {
  const { t } = useTranslation();
  const name = `${person.userFirstName} ${person.userLastName}`.trim() || person.userEmail;
  return (
    <tr>
      <td className="people-table__select">
        <input type="checkbox" aria-label={t('people.bulk.select', { name })} checked={selected} onChange={() => onToggle(person.userId)} />
      </td>
      <td>
        <Link to={`/users/${person.userId}`} className="people-table__name">
          {name}
        </Link>
        <span className="people-table__email">{person.userEmail}</span>
      </td>
      <td className="hidden-on-phone">{person.userRoles.map((role) => roleLabel(t, role)).join(', ')}</td>
      <td>
        <span className={`people-status people-status--${person.status}`}>{t(`people.status.${person.status}`)}</span>
      </td>
      <td className="hidden-on-phone">{person.lastActiveAt ? formatDateTime(person.lastActiveAt, language) : t('people.never')}</td>
    </tr>
  );
}
