import { invitationAcceptBodySchema } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { fieldErrors, focusFirstInvalidField, type FieldErrors } from '../../ui/forms/field-errors.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { previewInvitation, useAcceptInvitation } from './data/account-recovery.ts';

type Field = 'firstName' | 'lastName' | 'password';

/** /accept-invitation?token=…: the invited person checks their name, chooses a password and is signed in. */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => previewInvitation(token),
    enabled: token !== '',
    retry: false,
  });

  if (token === '' || invitation.isError) {
    return (
      <AuthCard title={t('ownAccount.invitation.title')} footer={<Link to="/sign-in">{t('ownAccount.backToSignIn')}</Link>}>
        <Alert tone="negative">{invitation.isError ? apiErrorMessage(invitation.error, t) : t('ownAccount.invitation.noToken')}</Alert>
      </AuthCard>
    );
  }
  if (invitation.isPending) return <Spinner label={t('app.loading')} />;
  return (
    <AuthCard
      title={t('ownAccount.invitation.title')}
      intro={t('ownAccount.invitation.intro', { account: invitation.data.accountName, email: invitation.data.email })}
    >
      <AcceptForm token={token} firstName={invitation.data.firstName} lastName={invitation.data.lastName} />
    </AuthCard>
  );
}

function AcceptForm({ token, firstName, lastName }: { token: string; firstName: string; lastName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ firstName, lastName, password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const accept = useAcceptInvitation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = invitationAcceptBodySchema.safeParse({ ...values, token });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, values, t));
      requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      return;
    }
    accept.mutate(parsed.data, { onSuccess: () => navigate('/', { replace: true }) });
  };
  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <TextField
      label={label}
      requirement="required"
      type={type}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
    />
  );
  return (
    <form ref={formRef} className="auth__form" noValidate onSubmit={submit}>
      {field('firstName', t('auth.firstName'), 'text', 'given-name')}
      {field('lastName', t('auth.lastName'), 'text', 'family-name')}
      {field('password', t('ownAccount.newPassword'), 'password', 'new-password')}
      {accept.isError ? <Alert tone="negative">{apiErrorMessage(accept.error, t)}</Alert> : null}
      <Button type="submit" fullWidth disabled={accept.isPending}>
        {t('ownAccount.invitation.accept')}
      </Button>
    </form>
  );
}
