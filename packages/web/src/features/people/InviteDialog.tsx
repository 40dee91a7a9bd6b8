import { emailSchema, type InvitationCreateResult } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Dialog } from '../../ui/primitives/Dialog.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { ChoiceList } from './ChoiceList.tsx';
import { GroupChoiceList } from './GroupChoiceList.tsx';
import { invitePeople } from './data/people-api.ts';
import { usePeopleMutation } from './data/people-queries.ts';
import { roleOptions } from './role-options.ts';

/** Addresses separated by commas, semicolons, spaces or lines, as people paste them. */
export function splitAddresses(text: string): { valid: string[]; invalid: string[] } {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    const parsed = emailSchema.safeParse(part);
    if (parsed.success) valid.push(parsed.data);
    else invalid.push(part);
  }
  return { valid, invalid };
}

/** Invites one or many addresses by e-mail, with the roles and groups they will have. */
export function InviteDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [addresses, setAddresses] = useState('');
  const [roles, setRoles] = useState<string[]>(['app-user']);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [days, setDays] = useState('14');
  const [result, setResult] = useState<InvitationCreateResult>();
  const invite = usePeopleMutation(invitePeople);
  const { valid, invalid } = splitAddresses(addresses);
  const expiresInDays = Number(days);
  const daysValid = Number.isInteger(expiresInDays) && expiresInDays >= 1 && expiresInDays <= 365;

  const submit = () =>
    invite.mutate({ emails: valid, roles: roles as never, userGroupIds: groupIds, expiresInDays }, { onSuccess: setResult });

  return (
    <Dialog
      open
      title={t('people.invite.title')}
      onClose={onClose}
      actions={
        result ? (
          <Button onClick={onClose}>{t('people.invite.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button
              disabled={invite.isPending || valid.length === 0 || invalid.length > 0 || roles.length === 0 || !daysValid}
              onClick={submit}
            >
              {t('people.invite.submit', { count: valid.length })}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <Alert tone="positive">
          <p>{t('people.invite.sent', { count: result.invited.length })}</p>
          {result.alreadyMembers.length > 0 ? <p>{t('people.invite.alreadyMembers', { list: result.alreadyMembers.join(', ') })}</p> : null}
        </Alert>
      ) : (
        <>
          <TextAreaField
            label={t('people.invite.addresses')}
            hint={t('people.invite.addressesHint')}
            requirement="required"
            rows={4}
            value={addresses}
            error={invalid.length > 0 ? t('people.invite.invalid', { list: invalid.join(', ') }) : undefined}
            onChange={(event) => setAddresses(event.target.value)}
          />
          <ChoiceList legend={t('people.fields.roles')} options={roleOptions(t)} chosen={roles} onChange={setRoles} />
          <GroupChoiceList chosen={groupIds} onChange={setGroupIds} />
          <TextField
            label={t('people.invite.expiresInDays')}
            type="number"
            min={1}
            max={365}
            value={days}
            error={daysValid ? undefined : t('people.invite.daysInvalid')}
            onChange={(event) => setDays(event.target.value)}
          />
          {invite.isError ? <Alert tone="negative">{apiErrorMessage(invite.error, t)}</Alert> : null}
        </>
      )}
    </Dialog>
  );
}
