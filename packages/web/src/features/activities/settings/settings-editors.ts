import type { RoleIdentifier } from '@slidewise/core';

/**
 * Who changes a discussion's or an assessment's settings: the server's policy for PUT
 * /api/discussions/{id} and /api/assessments/{id} (course editors). Facilitators read them, so the form
 * shows read-only rather than offering edits the server would refuse.
 */
const settingsEditorRoles: readonly RoleIdentifier[] = ['account-owner', 'account-admin', 'content-author', 'restricted-author'];

export function canEditSettings(roles: readonly string[] | undefined): boolean {
  return (roles ?? []).some((role) => (settingsEditorRoles as readonly string[]).includes(role));
}
