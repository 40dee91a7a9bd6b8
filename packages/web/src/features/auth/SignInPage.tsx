import { loginBodySchema } from '@slidewise/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { fieldErrors, focusFirstInvalidField, type FieldErrors } from '../../ui/forms/field-errors.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { useSignIn } from './data/auth-queries.ts';
import { returnPathFrom } from './return-path.ts';
import { track } from '../../api/tracker.ts';

type SignInField = 'email' | 'password';

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<SignInField, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const signIn = useSignIn();

  const change = (field: SignInField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, values, t));
      requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      return;
    }
    signIn.mutate(parsed.data, {
      onSuccess: () => {
        track('Logged In', { method: 'password' });
        void navigate(returnPathFrom(location.state), { replace: true });
      },
    });
  };

  return (
    <AuthCard
      title={t('pages.signIn.title')}
      intro={t('auth.signInIntro')}
      footer={
        <>
          <Link to="/magic-link">{t('auth.emailMeLink')}</Link>
          <Link to="/forgot-password">{t('ownAccount.forgot.link')}</Link>
          <p>
            {t('auth.newHere')} <Link to="/sign-up">{t('auth.createAccountLink')}</Link>
          </p>
        </>
      }
    >
      <form ref={formRef} className="auth__form" noValidate onSubmit={submit}>
        <TextField
          label={t('auth.email')}
          requirement="required"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email')(event.target.value)}
        />
        <TextField
          label={t('auth.password')}
          requirement="required"
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password')(event.target.value)}
        />
        {signIn.isError ? <Alert tone="negative">{apiErrorMessage(signIn.error, t)}</Alert> : null}
        <Button type="submit" fullWidth disabled={signIn.isPending}>
          {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
      </form>
    </AuthCard>
  );
}
