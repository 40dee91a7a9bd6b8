import { invitableRoleSchema, type RoleIdentifier } from '@slidewise/core';
import type { TFunction } from 'i18next';

/** The roles an administrator hands out, in the order of spec §6. */
export const invitableRoles = invitableRoleSchema.options as readonly RoleIdentifier[];

export const roleLabel = (t: TFunction, role: string) => t(`people.roles.${role}`, { defaultValue: role });

export const roleOptions = (t: TFunction) => invitableRoles.map((role) => ({ value: role, label: roleLabel(t, role) }));
