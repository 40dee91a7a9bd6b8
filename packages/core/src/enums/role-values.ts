// The role identifiers without zod, so the web app's first download can name them (access rules, the
// moderation link) without the schema library; roles.ts adds the schema beside them.

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

export type RoleIdentifier = (typeof roleIdentifiers)[number];
