import type { UserInfo } from '@slidewise/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getMe, isApiError, queryKeys, requestMagicLink, signIn, signOut, signUp, verifyMagicLink } from '../../../api/index.ts';
import { forgetDeviceUser, lastKnownUser, rememberLastUser } from './device-user.ts';

/**
 * The signed-in user, or null when nobody is signed in (the server answered 401). When the request
 * never reached the server, the last user confirmed on this browser carries on (a reload offline keeps
 * playing); the session is checked again once the network is back.
 */
async function currentUser(): Promise<UserInfo | null> {
  try {
    const user = await getMe();
    rememberLastUser(user);
    return user;
  } catch (error) {
    if (isApiError(error, 401)) {
      forgetDeviceUser();
      return null;
    }
    const remembered = isApiError(error) && error.isNetworkFailure ? lastKnownUser() : undefined;
    if (remembered) return remembered;
    throw error;
  }
}

// Asked even while offline (not paused until the connection returns): it has an offline answer of its own.
const meQuery = { queryKey: queryKeys.me, queryFn: currentUser, networkMode: 'always' } as const;

/** The session's user: `data` is null when signed out. */
export function useMe() {
  return useQuery(meQuery);
}

/**
 * Asks who is signed in as the app starts, while the first page's code is still arriving: the router
 * renders the protected routes (and so `useMe`) only once that code has loaded, and the session check
 * waiting for it made every direct visit one round trip longer (issue 11, `editor-open-200-ms`).
 */
export function startSessionCheck(queryClient: QueryClient): void {
  // A failure is kept in the query for RequireAuth to show; nothing to handle here.
  void queryClient.prefetchQuery(meQuery);
}

/** After sign-out or an ended session: forget the user and everything fetched as them. */
export async function forgetUser(queryClient: QueryClient): Promise<void> {
  forgetDeviceUser();
  await queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
  queryClient.setQueryData<UserInfo | null>(queryKeys.me, null);
}

/** Every way of signing in ends the same: the session's user becomes the cached `me`. */
export function useRememberUser() {
  const queryClient = useQueryClient();
  return async ({ user }: { user: UserInfo }) => {
    // A "who am I" asked before signing in would answer "nobody" after it and overwrite the user.
    await queryClient.cancelQueries({ queryKey: queryKeys.me });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
    queryClient.setQueryData<UserInfo | null>(queryKeys.me, user);
    // Another user's copies must not outlive a new sign-in on this browser.
    forgetDeviceUser();
    rememberLastUser(user);
  };
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: useRememberUser() });
}

/** Nobody is signed in by it: the account comes from the e-mailed link (the magic-link page). */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

export function useVerifyMagicLink() {
  return useMutation({ mutationFn: verifyMagicLink, onSuccess: useRememberUser() });
}

export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Nothing of the previous user may stay in memory for the next one.
    onSuccess: () => forgetUser(queryClient),
  });
}
