import { administrators, anyoneSignedIn } from './roles.ts';

/** The account's people (issue 14): their list and pages, invitations, CSV import, and one's own profile. */
export const peopleRoles = {
  /** The /users list, a person's page and its tabs. */
  read: administrators,
  /** Create, edit, deactivate, reactivate, delete, bulk actions, invite and import. */
  manage: administrators,
  /** One's own name and password. */
  updateOwn: anyoneSignedIn,
} as const;
