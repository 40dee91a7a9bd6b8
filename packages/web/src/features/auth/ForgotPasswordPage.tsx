import { passwordResetRequestBodySchema } from '@slidewise/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { useRequestPasswordReset } from './data/account-recovery.ts';

/** /forgot-password: mails a link to choose a new password (the answer never says whether the address is known). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const request = useRequestPasswordReset();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequestBodySchema.safeParse({ email });
    if (!parsed.success) return setError(t('ownAccount.emailInvalid'));
    request.mutate(parsed.data.email);
  };
  return (
    <AuthCard
      title={t('ownAccount.forgot.title')}
      intro={t('ownAccount.forgot.intro')}
      footer={<Link to="/sign-in">{t('ownAccount.backToSignIn')}</Link>}
    >
      {request.isSuccess ? (
        <Alert tone="positive">{request.data.message}</Alert>
      ) : (
        <form className="auth__form" noValidate onSubmit={submit}>
          <TextField
            label={t('auth.email')}
            requirement="required"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
          {request.isError ? <Alert tone="negative">{apiErrorMessage(request.error, t)}</Alert> : null}
          <Button type="submit" fullWidth disabled={request.isPending}>
            {t('ownAccount.forgot.send')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
