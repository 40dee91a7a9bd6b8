import { anyoneSignedIn } from './roles.ts';

/** Everyone signed in has notifications of their own, and only their own. */
export const notificationRoles = {
  readOwn: anyoneSignedIn,
  manageOwn: anyoneSignedIn,
} as const;
