import { magicLinkBodySchema } from '@slidewise/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { fieldErrors, focusFirstInvalidField, type FieldErrors } from '../../ui/forms/field-errors.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { useRequestMagicLink, useVerifyMagicLink } from './data/auth-queries.ts';

/** `/magic-link` asks for a link; `/magic-link?token=…` (the e-mailed link) signs in with it. */
export function MagicLinkPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verification = useTokenSignIn(token);

  return (
    <AuthCard
      title={t('pages.magicLink.title')}
      intro={t('auth.magicLinkIntro')}
      footer={<Link to="/sign-in">{t('auth.usePassword')}</Link>}
    >
      {verification.isPending ? <Spinner label={t('auth.magicLinkVerifying')} /> : null}
      {verification.isError ? <Alert tone="negative">{t('auth.magicLinkFailed')}</Alert> : null}
      {verification.isPending ? null : <MagicLinkRequestForm />}
    </AuthCard>
  );
}

function useTokenSignIn(token: string | null) {
  const navigate = useNavigate();
  const verify = useVerifyMagicLink();
  const { mutate } = verify;
  // A link is single-use: a second attempt (React's development double effect) would fail it.
  const triedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || triedToken.current === token) return;
    triedToken.current = token;
    mutate({ token }, { onSuccess: () => navigate('/', { replace: true }) });
  }, [token, mutate, navigate]);

  return { isPending: verify.isPending || (token !== null && verify.isIdle), isError: verify.isError };
}

function MagicLinkRequestForm() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const request = useRequestMagicLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = magicLinkBodySchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, { email }, t));
      requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      return;
    }
    request.mutate(parsed.data);
  };

  return (
    <form ref={formRef} className="auth__form" noValidate onSubmit={submit}>
      <TextField
        label={t('auth.email')}
        requirement="required"
        type="email"
        name="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors({});
        }}
      />
      {request.isSuccess ? <Alert tone="positive">{t('auth.magicLinkSent', { email: request.variables.email })}</Alert> : null}
      {request.isError ? <Alert tone="negative">{apiErrorMessage(request.error, t)}</Alert> : null}
      <Button type="submit" fullWidth disabled={request.isPending}>
        {request.isPending ? t('auth.sendingLink') : t('auth.sendLink')}
      </Button>
    </form>
  );
}
