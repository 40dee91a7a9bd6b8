import { administrators } from './roles.ts';

/** Spec §6 prizing-user: manages the prizes learners win with their stars, once prizes exist; owners and administrators too. */
export const prizeRoles = {
  manage: [...administrators, 'prizing-user'],
} as const;
