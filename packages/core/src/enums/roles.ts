import { z } from 'zod';

// Spec templates §6, verbatim. The spec writes `{product}-admin`, a product-specific administrator;
// for this product it is `slidewise-admin` (see docs/decisions.md).
export const roleIdentifiers = [
  'anonymous-user',
  'ed-admin',
  'slidewise-admin',
  'account-owner',
  'account-admin',
  'seo-admin',
  'content-author',
  'restricted-author',
  'manager-analytics',
  'app-user',
  'prizing-user',
  'exclude-from-analytics',
  'hidden-user',
  'reviewer',
  'demo-user',
  'facilitator',
  'individual-learner',
  'course-reviewer',
  'manage-teams',
] as const;

export const roleIdentifierSchema = z.enum(roleIdentifiers);
export type RoleIdentifier = z.infer<typeof roleIdentifierSchema>;
