import type { UserGroupRule } from '@slidewise/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { apiErrorMessage, isApiError } from '../../api/index.ts';
import { useAccount } from '../account/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { ConfirmDialog } from '../../ui/primitives/ConfirmDialog.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { PairListEditor } from './PairListEditor.tsx';
import { addGroupMembers, deleteUserGroup, removeGroupMembers, updateUserGroup } from './data/people-api.ts';
import { useDirectory, usePeopleMutation, useUserGroup } from './data/people-queries.ts';
import './people.css';

/** /user-groups/:groupId: rename or delete a group, its rules when dynamic, and its members. */
export function UserGroupPage() {
  const { t } = useTranslation();
  const groupId = useParams().groupId ?? '';
  const group = useUserGroup(groupId);
  if (group.isPending) return <Spinner label={t('people.loading')} />;
  if (group.isError) {
    return (
      <Page title={t('people.groups.title')}>
        <Alert tone="negative">{isApiError(group.error, 404) ? t('people.groups.notFound') : apiErrorMessage(group.error, t)}</Alert>
        <Link to="/user-groups">{t('people.groups.back')}</Link>
      </Page>
    );
  }
  return (
    <Page title={group.data.name} eyebrow={t('people.groups.members', { count: group.data.memberCount })}>
      <Link to="/user-groups">{t('people.groups.back')}</Link>
      <GroupSettings groupId={groupId} name={group.data.name} rules={group.data.rules} />
      <Members groupId={groupId} isDynamic={group.data.rules !== null} />
    </Page>
  );
}

function GroupSettings({ groupId, name, rules }: { groupId: string; name: string; rules: UserGroupRule[] | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useAccount();
  const [newName, setNewName] = useState(name);
  const [draftRules, setDraftRules] = useState<UserGroupRule[]>(rules ?? []);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = usePeopleMutation((body: Parameters<typeof updateUserGroup>[1]) => updateUserGroup(groupId, body));
  const remove = usePeopleMutation(() => deleteUserGroup(groupId));
  const dynamicEnabled = account.data?.dynamicUserGroupEnabled === true;
  const completeRules = draftRules.filter((rule) => rule.field.trim() !== '');
  return (
    <section className="people-form card" aria-labelledby="group-settings">
      <h2 id="group-settings" className="people-state__title">
        {t('people.groups.settings')}
      </h2>
      <div className="people-inline-form">
        <TextField label={t('people.groups.name')} value={newName} onChange={(event) => setNewName(event.target.value)} />
        <Button disabled={!newName.trim() || newName.trim() === name || save.isPending} onClick={() => save.mutate({ name: newName })}>
          {t('people.groups.rename')}
        </Button>
      </div>
      {dynamicEnabled ? (
        <>
          <PairListEditor
            legend={t('people.groups.rules')}
            hint={t('people.groups.rulesHint')}
            initial={(rules ?? []).map((rule) => ({ name: rule.field, value: rule.value }))}
            addLabel={t('people.groups.addRule')}
            onChange={(pairs) => setDraftRules(pairs.map((pair) => ({ field: pair.name, value: pair.value })))}
          />
          <div>
            <Button disabled={save.isPending} onClick={() => save.mutate({ rules: completeRules.length > 0 ? completeRules : null })}>
              {t('people.groups.saveRules')}
            </Button>
          </div>
        </>
      ) : null}
      {save.isError ? <Alert tone="negative">{apiErrorMessage(save.error, t)}</Alert> : null}
      {save.isSuccess ? <Alert tone="positive">{t('people.person.saved')}</Alert> : null}
      <div>
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>
          {t('people.groups.delete')}
        </Button>
      </div>
      {remove.isError ? <Alert tone="negative">{apiErrorMessage(remove.error, t)}</Alert> : null}
      <ConfirmDialog
        open={confirmDelete}
        title={t('people.groups.deleteTitle', { name })}
        confirmLabel={t('people.groups.delete')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          remove.mutate(undefined, { onSuccess: () => navigate('/user-groups') });
        }}
      >
        <p>{t('people.groups.deleteExplain')}</p>
      </ConfirmDialog>
    </section>
  );
}

function Members({ groupId, isDynamic }: { groupId: string; isDynamic: boolean }) {
  const { t } = useTranslation();
  const members = useDirectory({ userGroupId: groupId, pageSize: 100 });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const candidates = useDirectory({ search: deferredSearch, pageSize: 25 });
  const add = usePeopleMutation((userIds: string[]) => addGroupMembers(groupId, userIds));
  const remove = usePeopleMutation((userIds: string[]) => removeGroupMembers(groupId, userIds));
  const memberIds = new Set(members.data?.items.map((item) => item.userId));
  const failure = add.error ?? remove.error;
  return (
    <section aria-labelledby="group-members" className="people-form">
      <h2 id="group-members" className="people-state__title">
        {t('people.groups.memberList')}
      </h2>
      {isDynamic ? <p className="field__hint">{t('people.groups.dynamicMembers')}</p> : null}
      {failure ? <Alert tone="negative">{apiErrorMessage(failure, t)}</Alert> : null}
      {members.isPending ? (
        <Spinner label={t('people.loading')} />
      ) : members.isError ? (
        <Alert tone="negative">{apiErrorMessage(members.error, t)}</Alert>
      ) : members.data.items.length === 0 ? (
        <p className="page__text">{t('people.groups.noMembers')}</p>
      ) : (
        <ul className="people-group-list">
          {members.data.items.map((person) => (
            <li key={person.userId}>
              <Link to={`/users/${person.userId}`}>{`${person.userFirstName} ${person.userLastName}`.trim() || person.userEmail}</Link>{' '}
              <span className="field__hint">{person.userEmail}</span>{' '}
              {isDynamic ? null : (
                <Button variant="quiet" disabled={remove.isPending} onClick={() => remove.mutate([person.userId])}>
                  {t('people.groups.removeMember')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isDynamic ? null : (
        <div className="people-picker">
          <TextField
            label={t('people.groups.findPeople')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {deferredSearch === '' ? null : candidates.isPending ? (
            <Spinner label={t('people.loading')} />
          ) : (
            <ul className="people-group-list">
              {(candidates.data?.items ?? [])
                .filter((person) => !memberIds.has(person.userId))
                .map((person) => (
                  <li key={person.userId}>
                    {`${person.userFirstName} ${person.userLastName}`.trim()} <span className="field__hint">{person.userEmail}</span>{' '}
                    <Button variant="secondary" disabled={add.isPending} onClick={() => add.mutate([person.userId])}>
                      {t('people.groups.addMember')}
                    </Button>
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
