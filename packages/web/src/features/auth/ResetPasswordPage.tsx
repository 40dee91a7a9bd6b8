import { passwordSchema } from '@slidewise/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { useResetPassword } from './data/account-recovery.ts';

/** /reset-password?token=…: a new password from the e-mailed link; every other session ends. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const reset = useResetPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!passwordSchema.safeParse(password).success) return setError(t('ownAccount.passwordTooShort'));
    reset.mutate({ token, password }, { onSuccess: () => navigate('/', { replace: true }) });
  };
  return (
    <AuthCard title={t('ownAccount.reset.title')} footer={<Link to="/forgot-password">{t('ownAccount.reset.askAgain')}</Link>}>
      {token === '' ? (
        <Alert tone="negative">{t('ownAccount.reset.noToken')}</Alert>
      ) : (
        <form className="auth__form" noValidate onSubmit={submit}>
          <TextField
            label={t('ownAccount.newPassword')}
            requirement="required"
            type="password"
            autoComplete="new-password"
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
          />
          {reset.isError ? <Alert tone="negative">{apiErrorMessage(reset.error, t)}</Alert> : null}
          <Button type="submit" fullWidth disabled={reset.isPending}>
            {t('ownAccount.reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
