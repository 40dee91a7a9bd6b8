import { z } from 'zod';
import { roleIdentifierSchema } from '../enums/roles.ts';

/** A custom profile field an account defines for its users (templates §3.5 userCustomFields). */
export const userCustomFieldSchema = z.object({
  name: z.string().min(1).max(100),
  value: z.string().max(1000),
});
export type UserCustomField = z.infer<typeof userCustomFieldSchema>;

// Templates §3.5, every field verbatim.
export const userInfoSchema = z.object({
  userId: z.string(),
  userEmail: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userName: z.string(),
  userIsAdministrator: z.boolean(),
  userApplicationId: z.string(),
  userRoles: z.array(roleIdentifierSchema),
  userPermissions: z.array(z.string()),
  hasVisitedBrainBoost: z.boolean(),
  hasVisitedCustomAchievement: z.boolean(),
  userAvatarUrl: z.string(),
  userCustomFields: z.array(userCustomFieldSchema),
  lessonAutoSavingEnabled: z.boolean(),
  provisioningTypePermissions: z.array(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * The user info of nobody signed in yet. Autosaving is on by default: the spec's lesson editor
 * autosaves 1 s after a change (authoring §9), and DESIGN.md's rule is "no lost work".
 */
export function defaultUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: '',
    userEmail: '',
    userFirstName: '',
    userLastName: '',
    userName: '',
    userIsAdministrator: false,
    userApplicationId: '',
    userRoles: [],
    userPermissions: [],
    hasVisitedBrainBoost: false,
    hasVisitedCustomAchievement: false,
    userAvatarUrl: '',
    userCustomFields: [],
    lessonAutoSavingEnabled: true,
    provisioningTypePermissions: [],
    ...overrides,
  };
}
