import { ownAvatarBodySchema, ownNameBodySchema, ownPasswordBodySchema, ownAccountContracts, type UserInfo } from '@slidewise/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, callContract, queryKeys } from '../../api/index.ts';
import { AvatarField } from '../account/index.ts';
import { useMe } from '../auth/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import './own-account.css';

const silent = { silent: true } as const;

/** /account: your own name, picture and password (the demo owner's "change this password" reminder points here). */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <Spinner label={t('app.loading')} />;
  if (!me.data) return <Alert tone="negative">{me.isError ? apiErrorMessage(me.error, t) : t('ownAccount.signedOut')}</Alert>;
  return (
    <Page title={t('ownAccount.title')} width="narrow">
      <NameForm user={me.data} />
      <AvatarForm user={me.data} />
      <PasswordForm />
    </Page>
  );
}

function NameForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ firstName: user.userFirstName, lastName: user.userLastName });
  const save = useMutation({
    mutationFn: (body: typeof values) => callContract(ownAccountContracts.updateName, { body }, silent),
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.me, updated),
  });
  const parsed = ownNameBodySchema.safeParse(values);
  return (
    <form
      className="own-account__form card"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (parsed.success) save.mutate(parsed.data);
      }}
    >
      <h2 className="own-account__heading">{t('ownAccount.name')}</h2>
      <p className="field__hint">{user.userEmail}</p>
      <TextField
        label={t('auth.firstName')}
        requirement="required"
        autoComplete="given-name"
        value={values.firstName}
        onChange={(event) => setValues((current) => ({ ...current, firstName: event.target.value }))}
      />
      <TextField
        label={t('auth.lastName')}
        requirement="required"
        autoComplete="family-name"
        value={values.lastName}
        onChange={(event) => setValues((current) => ({ ...current, lastName: event.target.value }))}
      />
      {save.isError ? <Alert tone="negative">{apiErrorMessage(save.error, t)}</Alert> : null}
      {save.isSuccess ? <Alert tone="positive">{t('ownAccount.nameSaved')}</Alert> : null}
      <Button type="submit" disabled={!parsed.success || save.isPending}>
        {t('ownAccount.saveName')}
      </Button>
    </form>
  );
}

function AvatarForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [avatarUrl, setAvatarUrl] = useState(user.userAvatarUrl);
  const save = useMutation({
    mutationFn: (body: { avatarUrl: string }) => callContract(ownAccountContracts.updateAvatar, { body }, silent),
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.me, updated),
  });
  const parsed = ownAvatarBodySchema.safeParse({ avatarUrl });
  return (
    <form
      // The schema checks the address; the browser's own check of a url input would refuse an uploaded file's path.
      noValidate
      className="own-account__form card"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (parsed.success) save.mutate(parsed.data);
      }}
    >
      <h2 className="own-account__heading">{t('ownAccount.avatar')}</h2>
      <AvatarField value={avatarUrl} onChange={setAvatarUrl} error={parsed.success ? undefined : t('people.person.invalid')} />
      {save.isError ? <Alert tone="negative">{apiErrorMessage(save.error, t)}</Alert> : null}
      {save.isSuccess ? <Alert tone="positive">{t('ownAccount.avatarSaved')}</Alert> : null}
      <Button type="submit" disabled={!parsed.success || save.isPending}>
        {t('ownAccount.saveAvatar')}
      </Button>
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const change = useMutation({
    mutationFn: (body: typeof values) => callContract(ownAccountContracts.changePassword, { body }, silent),
    onSuccess: () => setValues({ currentPassword: '', newPassword: '' }),
  });
  const parsed = ownPasswordBodySchema.safeParse(values);
  const tooShort = values.newPassword !== '' && !parsed.success && values.currentPassword !== '';
  return (
    <form
      className="own-account__form card"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (parsed.success) change.mutate(parsed.data);
      }}
    >
      <h2 className="own-account__heading">{t('ownAccount.password')}</h2>
      <p className="field__hint">{t('ownAccount.passwordExplain')}</p>
      <TextField
        label={t('ownAccount.currentPassword')}
        requirement="required"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(event) => setValues((current) => ({ ...current, currentPassword: event.target.value }))}
      />
      <TextField
        label={t('ownAccount.newPassword')}
        requirement="required"
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        value={values.newPassword}
        error={tooShort ? t('ownAccount.passwordTooShort') : undefined}
        onChange={(event) => setValues((current) => ({ ...current, newPassword: event.target.value }))}
      />
      {change.isError ? <Alert tone="negative">{apiErrorMessage(change.error, t)}</Alert> : null}
      {change.isSuccess ? <Alert tone="positive">{change.data.message}</Alert> : null}
      <Button type="submit" disabled={!parsed.success || change.isPending}>
        {t('ownAccount.changePassword')}
      </Button>
    </form>
  );
}
