import { administrators, readOnlyViewers } from './roles.ts';

/**
 * The account's settings page: name, branding, feature switches, offline availability (spec §3.6). Owners
 * and administrators change them; a demo user may look. Everyone signed in reads the switches and the
 * branding through `account.readOwn`, since the learner app and certificates follow them.
 */
export const settingsRoles = {
  read: [...administrators, ...readOnlyViewers],
  update: administrators,
} as const;
