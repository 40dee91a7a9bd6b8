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

  it('give learner-only roles the learner side alone: no staff read of courses, lessons or activities', () => {
    // What the learner app calls: who they are, their courses and lessons, taking part in activities, and
    // the navigation that answers only about courses open to them (learner-reach.test.ts tries each route);
    // the files of the lessons they play and their own peer-learning uploads (access/media.ts).
    // the navigation that answers only about courses open to them (learner-reach.test.ts tries each route),
    // and their own name and password.
    // and their own notifications.
    const learnerSide = [
      'account.readOwn',
      'course.navigate',
      'learning.play',
      'learning.rate',
      'activity.participate',
      'activity.viewOwn',
      'media.read',
      'media.upload',
      'people.updateOwn',
      'notifications.readOwn',
      'notifications.manageOwn',
    ];
    for (const role of ['app-user', 'individual-learner']) {
      const reached = allPermissions.filter((permission) => permission !== 'public' && rolesAllow(permission, [role]));
      expect([role, reached]).toEqual([role, learnerSide]);
    }
  });
});
