import { describe, expect, it } from 'vitest';
import { roleIdentifiers } from '../enums/role-values.ts';
import { permissionsOfRole, roleDuties } from './permission-matrix.ts';
import { hiddenFromLists, isReadOnly, leftOutOfReports, seesHiddenPeople } from './people-visibility.ts';

describe('the permission matrix', () => {
  it('gives each of the 19 roles a duty', () => {
    expect(Object.keys(roleDuties).sort()).toEqual([...roleIdentifiers].sort());
    expect(roleIdentifiers).toHaveLength(19);
  });

  it('lets every signed-in role do something, except the two that only take people out of reports', () => {
    // What anyone signed in may do with their own account, profile and notifications.
    const ownThings = ['account.readOwn', 'people.updateOwn', 'notifications.readOwn', 'notifications.manageOwn'];
    const grantsNothingBeyondSignedIn = roleIdentifiers.filter(
      (role) => role !== 'anonymous-user' && permissionsOfRole(role).every((permission) => ownThings.includes(permission)),
    );
    expect(grantsNothingBeyondSignedIn).toEqual(['exclude-from-analytics', 'hidden-user']);
    expect(permissionsOfRole('anonymous-user')).toEqual([]);
  });

  it('gives the platform administrators the platform calls and nobody else', () => {
    const platform = roleIdentifiers.filter((role) => permissionsOfRole(role).includes('platform.changePlan'));
    expect(platform).toEqual(['ed-admin', 'slidewise-admin']);
  });

  it('gives a demo user reads alone', () => {
    expect(permissionsOfRole('demo-user')).toEqual([
      'account.readOwn',
      'course.list',
      'course.read',
      'course.readResults',
      'lesson.read',
      // Their own profile and notifications, as anyone signed in; the read-only rule still refuses the writes.
      'people.updateOwn',
      'notifications.readOwn',
      'notifications.manageOwn',
      'settings.read',
    ]);
  });
});

describe('people-changing roles', () => {
  const holding = (...roles: string[]) => ({ roles });
  it('leave exclude-from-analytics and hidden-user out of reports, and hide only hidden users from lists', () => {
    expect([leftOutOfReports(holding('app-user', 'exclude-from-analytics')), hiddenFromLists(holding('exclude-from-analytics'))]).toEqual([
      true,
      false,
    ]);
    expect([leftOutOfReports(holding('hidden-user')), hiddenFromLists(holding('hidden-user'))]).toEqual([true, true]);
    expect([leftOutOfReports(holding('app-user')), hiddenFromLists(holding('app-user'))]).toEqual([false, false]);
  });

  it('show hidden users in lists only to those who manage people', () => {
    expect(roleIdentifiers.filter((role) => seesHiddenPeople(holding(role)))).toEqual(['account-owner', 'account-admin']);
  });

  it('make anyone holding demo-user read-only', () => {
    expect(isReadOnly(holding('account-owner', 'demo-user'))).toBe(true);
    expect(isReadOnly(holding('account-owner'))).toBe(false);
  });
});
