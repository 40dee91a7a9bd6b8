import type { Locale } from '@slidewise/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, callContract } from '../../api/index.ts';
import { lazyModule } from '../../api/lazy-module.ts';
import { useToast } from '../../ui/toasts/toast-context.ts';

const contracts = lazyModule(() => import('./own-account-contracts.ts'));

/**
 * Keeps a signed-in person's language on the server too, so the e-mail sent to them (notifications, the
 * digest) speaks it. The app itself switches at once whatever happens here; a failure says the e-mail
 * stays in the language saved before.
 */
export function useSaveLanguage(): (language: Locale) => void {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useMutation({
    mutationFn: async (language: Locale) => {
      const { ownAccountContracts } = await contracts();
      return callContract(ownAccountContracts.updateLanguage, { body: { language } }, { silent: true });
    },
    onError: (error) => toast.add({ variant: 'error', title: t('ownAccount.languageNotSaved'), message: apiErrorMessage(error, t) }),
  });
  return (language) => save.mutate(language);
}
