import { administrators, anyoneSignedIn, courseCreators, moderators } from './roles.ts';

/** Spec §6 manage-teams: keeps the account's user groups (teams) and their members, nothing else of the account. */
const teamManagers = ['manage-teams'] as const;

/** The signed-in person's own account, plan and profile, and the account's people. */
export const accountRoles = {
  /** Who they are and what their account and plan allow: every screen needs it. */
  readOwn: anyoneSignedIn,
  /** Names and e-mails of colleagues, for choosing whom to share a course with: those who may share. */
  listPeople: [...courseCreators, ...teamManagers],
  /** Authors read the groups because a course's access can be limited to named user groups (spec §6). */
  listGroups: [...moderators, ...teamManagers],
  manageGroups: [...administrators, ...teamManagers],
  manageInvitations: administrators,
} as const;
