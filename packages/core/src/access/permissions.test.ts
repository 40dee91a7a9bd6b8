import { describe, expect, it } from 'vitest';
import { allPermissions, rolesAllow, rolesFor } from './permissions.ts';

describe('permissions', () => {
  it('name an action of a resource and give its roles', () => {
    expect(rolesFor('course.create')).toEqual(['account-owner', 'account-admin', 'content-author']);
    expect(allPermissions).toContain('course.update');
    expect(allPermissions).toContain('public');
  });

  it('allow a call when the caller holds one of its roles, and public calls to anyone', () => {
    expect(rolesAllow('course.share', ['restricted-author'])).toBe(false);
    expect(rolesAllow('course.share', ['restricted-author', 'content-author'])).toBe(true);
    expect(rolesAllow('public', [])).toBe(true);
    expect(rolesAllow('account.readOwn', [])).toBe(false);
  });

  it('never let an anonymous user reach anything but public calls', () => {
    for (const permission of allPermissions) {
      if (permission !== 'public') expect([permission, rolesAllow(permission, ['anonymous-user'])]).toEqual([permission, false]);
    }
  });
});
