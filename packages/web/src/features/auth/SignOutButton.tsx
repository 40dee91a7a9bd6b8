import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/primitives/Button.tsx';
import { useSignOut } from './data/auth-queries.ts';

export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Button
      variant="quiet"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate('/sign-in', { replace: true }) })}
    >
      {t('auth.signOut')}
    </Button>
  );
}
