import { describe, expect, it } from 'vitest';
import { toUserInfo } from './user-info.ts';

const row = {
  id: 'u1',
  accountId: 'a1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  roles: ['account-admin'],
  avatarUrl: null,
};

describe('toUserInfo', () => {
  it('maps a user row onto the §3.5 fields', () => {
    expect(toUserInfo(row)).toMatchObject({
      userId: 'u1',
      userEmail: 'ada@example.com',
      userName: 'Ada Lovelace',
      userIsAdministrator: true,
      userApplicationId: 'a1',
      userRoles: ['account-admin'],
      userAvatarUrl: '',
      lessonAutoSavingEnabled: true,
    });
  });

  it('is not an administrator without an owner or admin role, and drops roles it does not know', () => {
    const info = toUserInfo({ ...row, roles: ['app-user', 'retired-role'] });
    expect(info.userIsAdministrator).toBe(false);
    expect(info.userRoles).toEqual(['app-user']);
  });
});
