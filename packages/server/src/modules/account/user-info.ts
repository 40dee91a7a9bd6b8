import { administrators, defaultUserInfo, holdsAny, roleIdentifierSchema, type RoleIdentifier, type UserInfo } from '@slidewise/core';
import type { users } from '../../db/schema.ts';

type UserRow = Pick<typeof users.$inferSelect, 'id' | 'accountId' | 'email' | 'firstName' | 'lastName' | 'roles' | 'avatarUrl'>;

/** Spec templates §3.5: the signed-in user as the web app sees it; the application is the user's account. */
export function toUserInfo(user: UserRow): UserInfo {
  const roles = user.roles.filter((role): role is RoleIdentifier => roleIdentifierSchema.safeParse(role).success);
  return defaultUserInfo({
    userId: user.id,
    userEmail: user.email,
    userFirstName: user.firstName,
    userLastName: user.lastName,
    userName: `${user.firstName} ${user.lastName}`.trim(),
    userIsAdministrator: holdsAny({ roles }, administrators),
    userApplicationId: user.accountId,
    userRoles: roles,
    userAvatarUrl: user.avatarUrl ?? '',
  });
}
