import { rolesAllow } from '@slidewise/core';

/**
 * Who changes an activity's settings: core's rule for the settings save of every kind (activity.editSettings,
 * course editors). Facilitators read them, so the form shows read-only rather than offering edits the
 * server would refuse.
 */
export function canEditSettings(roles: readonly string[] | undefined): boolean {
  return rolesAllow('activity.editSettings', roles ?? []);
}
