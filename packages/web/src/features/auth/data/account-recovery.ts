import { useMutation } from '@tanstack/react-query';
import { invitationContracts, ownAccountContracts } from '@slidewise/core';
import { callContract } from '../../../api/index.ts';
import { useRememberUser } from './auth-queries.ts';

// The pages show these failures beside their forms.
const silent = { silent: true } as const;

export const previewInvitation = (token: string) => callContract(invitationContracts.preview, { body: { token } }, silent);

/** Accepting an invitation signs the person in, like any other way in. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { token: string; firstName: string; lastName: string; password: string }) =>
      callContract(invitationContracts.accept, { body }, silent),
    onSuccess: useRememberUser(),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => callContract(ownAccountContracts.requestPasswordReset, { body: { email } }, silent),
  });
}

/** A new password from the e-mailed link ends every session and starts this one. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => callContract(ownAccountContracts.resetPassword, { body }, silent),
    onSuccess: useRememberUser(),
  });
}
