import type { InviteCode } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { SelectField } from '../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { ChoiceList } from './ChoiceList.tsx';
import { GroupChoiceList } from './GroupChoiceList.tsx';
import { createInviteCode, revokeInviteCode } from './data/people-api.ts';
import { useInviteCodes, usePeopleMutation } from './data/people-queries.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { PeopleNav } from './PeopleNav.tsx';
import { roleLabel, roleOptions } from './role-options.ts';
import './people.css';

/** An optional whole number in a range, from a text field: undefined when empty, null when not valid. */
function optionalWhole(text: string, max: number): number | undefined | null {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : null;
}

/** /invitations: invite by e-mail, and make and manage invite codes and links with what they grant. */
export function InvitationsPage() {
  const { t } = useTranslation();
  const codes = useInviteCodes();
  const [inviting, setInviting] = useState(false);
  return (
    <Page title={t('people.invitations.title')} actions={<Button onClick={() => setInviting(true)}>{t('people.invite.open')}</Button>}>
      <PeopleNav />
      <NewCodeForm />
      <h2 className="people-state__title">{t('people.invitations.existing')}</h2>
      {codes.isPending ? (
        <Spinner label={t('people.loading')} />
      ) : codes.isError ? (
        <Alert tone="negative">{apiErrorMessage(codes.error, t)}</Alert>
      ) : codes.data.length === 0 ? (
        <p className="page__text">{t('people.invitations.none')}</p>
      ) : (
        <ul className="people-codes">
          {codes.data.map((code) => (
            <CodeItem key={code.code} code={code} />
          ))}
        </ul>
      )}
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </Page>
  );
}

function NewCodeForm() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'code' | 'link'>('link');
  const [roles, setRoles] = useState<string[]>(['app-user']);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [days, setDays] = useState('');
  const [limit, setLimit] = useState('');
  const create = usePeopleMutation(createInviteCode);
  const expiresInDays = optionalWhole(days, 365);
  const usageLimit = optionalWhole(limit, 100_000);
  const valid = roles.length > 0 && expiresInDays !== null && usageLimit !== null;
  return (
    <form
      className="people-form card"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        create.mutate({
          kind,
          role: roles[0] as never,
          roles: roles as never,
          userGroupIds: groupIds,
          ...(expiresInDays ? { expiresInDays } : {}),
          ...(usageLimit ? { usageLimit } : {}),
        });
      }}
    >
      <h2 className="people-state__title">{t('people.invitations.new')}</h2>
      <SelectField
        label={t('people.invitations.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value === 'code' ? 'code' : 'link')}
        options={[
          { value: 'link', label: t('people.invitations.kinds.link') },
          { value: 'code', label: t('people.invitations.kinds.code') },
        ]}
      />
      <ChoiceList legend={t('people.fields.roles')} options={roleOptions(t)} chosen={roles} onChange={setRoles} />
      <GroupChoiceList chosen={groupIds} onChange={setGroupIds} />
      <TextField
        label={t('people.invitations.expiresInDays')}
        requirement="optional"
        type="number"
        value={days}
        error={expiresInDays === null ? t('people.invite.daysInvalid') : undefined}
        onChange={(event) => setDays(event.target.value)}
      />
      <TextField
        label={t('people.invitations.usageLimit')}
        requirement="optional"
        type="number"
        value={limit}
        error={usageLimit === null ? t('people.invitations.limitInvalid') : undefined}
        onChange={(event) => setLimit(event.target.value)}
      />
      {create.isError ? <Alert tone="negative">{apiErrorMessage(create.error, t)}</Alert> : null}
      {create.isSuccess ? <Alert tone="positive">{t('people.invitations.created', { link: create.data.link })}</Alert> : null}
      <Button type="submit" disabled={!valid || create.isPending}>
        {t('people.invitations.create')}
      </Button>
    </form>
  );
}

function CodeItem({ code }: { code: InviteCode }) {
  const { t, i18n } = useTranslation();
  const revoke = usePeopleMutation(revokeInviteCode);
  const expired = code.expiresAt !== null && Date.parse(code.expiresAt) < Date.now();
  const usedUp = code.usageLimit !== null && code.usedCount >= code.usageLimit;
  const state = code.revokedAt ? 'revoked' : expired ? 'expired' : usedUp ? 'usedUp' : 'open';
  return (
    <li className="people-codes__item card">
      <p>
        <strong>{code.kind === 'link' ? t('people.invitations.kinds.link') : code.code}</strong>{' '}
        <span className={`people-status people-status--${state}`}>{t(`people.invitations.state.${state}`)}</span>
      </p>
      {code.kind === 'link' ? (
        <input className="field__input" readOnly value={code.link} aria-label={t('people.invitations.linkLabel')} />
      ) : null}
      <p className="field__hint">
        {t('people.invitations.grants', {
          roles: code.roles.map((role) => roleLabel(t, role)).join(', '),
          groups: code.userGroups.map((group) => group.name).join(', ') || '–',
        })}
      </p>
      <p className="field__hint">
        {t('people.invitations.usage', { used: code.usedCount, limit: code.usageLimit ?? '∞' })}
        {code.expiresAt ? ` · ${t('people.invitations.expires', { date: formatDateTime(code.expiresAt, i18n.language) })}` : ''}
      </p>
      {state === 'open' ? (
        <Button variant="secondary" disabled={revoke.isPending} onClick={() => revoke.mutate(code.code)}>
          {t('people.invitations.revoke')}
        </Button>
      ) : null}
      {revoke.isError ? <Alert tone="negative">{apiErrorMessage(revoke.error, t)}</Alert> : null}
    </li>
  );
}
