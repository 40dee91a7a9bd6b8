import { signupBodySchema } from '@slidewise/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { fieldErrors, focusFirstInvalidField, type FieldErrors } from '../../ui/forms/field-errors.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { useSignUp } from './data/auth-queries.ts';

type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'accountName' | 'inviteCode';

const emptyForm: Record<SignUpField, string> = { firstName: '', lastName: '', email: '', password: '', accountName: '', inviteCode: '' };

/** Blank optional fields are left out, so the schema sees "not given" rather than "empty". */
function signUpCandidate(values: Record<SignUpField, string>) {
  const { accountName, inviteCode, ...rest } = values;
  return {
    ...rest,
    ...(accountName.trim() ? { accountName } : {}),
    ...(inviteCode.trim() ? { inviteCode } : {}),
  };
}

export function SignUpPage() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  // An invite link is the sign-up page with its code in the address (?inviteCode=…).
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState(() => ({ ...emptyForm, inviteCode: searchParams.get('inviteCode') ?? '' }));
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const signUp = useSignUp();
  // With an invite code the person joins that code's account, so no account name is needed.
  const joiningWithCode = values.inviteCode.trim() !== '';

  const field = (name: SignUpField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signupBodySchema.safeParse(signUpCandidate(values));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, values, t, { accountName: t('validation.accountNameOrInviteCode') }));
      requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      return;
    }
    signUp.mutate(parsed.data);
  };

  return (
    <AuthCard
      title={t('pages.signUp.title')}
      intro={t('auth.signUpIntro')}
      footer={
        <p>
          {t('auth.haveAccount')} <Link to="/sign-in">{t('auth.signInLink')}</Link>
        </p>
      }
    >
      {/* The same answer whether the address is new or has an account: the e-mail says which, to its owner only. */}
      {signUp.isSuccess ? (
        <Alert tone="positive">{t('auth.signUpMailSent', { email: signUp.variables.email })}</Alert>
      ) : (
        <form ref={formRef} className="auth__form" noValidate onSubmit={submit}>
          <div className="auth__row">
            <TextField label={t('auth.firstName')} requirement="required" autoComplete="given-name" {...field('firstName')} />
            <TextField label={t('auth.lastName')} requirement="required" autoComplete="family-name" {...field('lastName')} />
          </div>
          <TextField
            label={t('auth.email')}
            requirement="required"
            type="email"
            inputMode="email"
            autoComplete="email"
            {...field('email')}
          />
          <TextField
            label={t('auth.password')}
            requirement="required"
            type="password"
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            {...field('password')}
          />
          <TextField
            label={t('auth.accountName')}
            requirement={joiningWithCode ? 'optional' : 'required'}
            autoComplete="organization"
            hint={t('auth.accountNameHint')}
            {...field('accountName')}
          />
          <TextField
            label={t('auth.inviteCode')}
            requirement="optional"
            autoComplete="off"
            autoCapitalize="characters"
            hint={t('auth.inviteCodeHint')}
            {...field('inviteCode')}
          />
          {signUp.isError ? <Alert tone="negative">{apiErrorMessage(signUp.error, t)}</Alert> : null}
          <Button type="submit" fullWidth disabled={signUp.isPending}>
            {signUp.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
