import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage, createUserGroup } from '../../api/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { usePeopleMutation, useUserGroups } from './data/people-queries.ts';
import { PeopleNav } from './PeopleNav.tsx';
import './people.css';

/** /user-groups: the account's groups with their member counts, and a new one. */
export function UserGroupsPage() {
  const { t } = useTranslation();
  const groups = useUserGroups();
  const [name, setName] = useState('');
  const create = usePeopleMutation(createUserGroup);
  return (
    <Page title={t('people.groups.title')}>
      <PeopleNav />
      <form
        className="people-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) create.mutate(name.trim(), { onSuccess: () => setName('') });
        }}
      >
        <TextField label={t('people.groups.newName')} value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" disabled={!name.trim() || create.isPending}>
          {t('people.groups.create')}
        </Button>
      </form>
      {create.isError ? <Alert tone="negative">{apiErrorMessage(create.error, t)}</Alert> : null}
      {groups.isPending ? (
        <Spinner label={t('people.loading')} />
      ) : groups.isError ? (
        <Alert tone="negative">{apiErrorMessage(groups.error, t)}</Alert>
      ) : groups.data.length === 0 ? (
        <p className="page__text">{t('people.groups.none')}</p>
      ) : (
        <ul className="people-group-list">
          {groups.data.map((group) => (
            <li key={group.id}>
              <Link to={`/user-groups/${group.id}`}>{group.name}</Link>{' '}
              <span className="field__hint">{t('people.groups.members', { count: group.memberCount })}</span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
