import { roleIdentifiers, type RoleIdentifier } from '../enums/role-values.ts';
import { allPermissions, rolesAllow, type Permission } from './permissions.ts';

/**
 * What each of the 19 roles of spec §6 is for (the spec says "what each role may do is not shown"; this is
 * ours). docs/permissions.md is rendered from it and from the access rules, and a test keeps them equal.
 */
export const roleDuties: Readonly<Record<RoleIdentifier, string>> = {
  'anonymous-user': 'Someone not signed in: only the public calls (sign-in, sign-up, public course pages, health).',
  'ed-admin': "A platform administrator: lists every account and changes an account's plan.",
  'slidewise-admin': "This product's administrator (spec `{product}-admin`): the same as ed-admin.",
  'account-owner': 'Owns the account: everything in it, including settings, branding, switches and people.',
  'account-admin': "Administers the account with the owner's rights.",
  'seo-admin': 'Finds every course and edits its public page (public details, links, slugs); changes nothing else.',
  'content-author': 'Creates courses and edits every course of the account, its lessons and activities.',
  'restricted-author': 'Edits only the courses shared with them; reads the others.',
  'manager-analytics': "Reads reports and every course's results; changes nothing.",
  'app-user': 'A learner: plays the courses open to them and takes part in their activities.',
  'prizing-user': 'Manages the prizes learners win with their stars, once prizes exist (no prize calls yet).',
  'exclude-from-analytics': 'Grants nothing; a person holding it is left out of reports, course results and leaderboards.',
  'hidden-user': 'Grants nothing; a person holding it is hidden from lists of people, course results and leaderboards.',
  reviewer: 'Reads courses, writes review comments and marks a course in review as Reviewed.',
  'demo-user': 'Reads the authoring side and reports as staff do; every write is refused, whatever else they hold.',
  facilitator: 'Moderates discussions, grades assessments, observes, takes attendance and reads results.',
  'individual-learner': 'A learner who signed up alone: the same as app-user.',
  'course-reviewer': 'The same as reviewer: reviews courses.',
  'manage-teams': "Keeps the account's user groups (teams) and their members; lists people to add them.",
};

/** The permissions a role grants on its own. */
export function permissionsOfRole(role: RoleIdentifier): Permission[] {
  return allPermissions.filter((permission) => permission !== 'public' && rolesAllow(permission, [role]));
}

/** docs/permissions.md's matrix: a row per permission, a column per role, ✓ where the role alone grants it. */
export function renderPermissionMatrix(): string {
  const permissions = allPermissions.filter((permission) => permission !== 'public');
  const header = `| permission | ${roleIdentifiers.join(' | ')} |`;
  const rule = `|---|${roleIdentifiers.map(() => ':-:').join('|')}|`;
  const rows = permissions.map(
    (permission) => `| \`${permission}\` | ${roleIdentifiers.map((role) => (rolesAllow(permission, [role]) ? '✓' : '')).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

/** docs/permissions.md's list of what each role is for. */
export function renderRoleDuties(): string {
  return roleIdentifiers.map((role) => `- \`${role}\`: ${roleDuties[role]}`).join('\n');
}
