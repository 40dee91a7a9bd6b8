import { platformAdministrators } from './roles.ts';

/** The platform's own administration across accounts (spec §6: ed-admin and {product}-admin): accounts and their plans. */
export const platformRoles = {
  listAccounts: platformAdministrators,
  changePlan: platformAdministrators,
} as const;
