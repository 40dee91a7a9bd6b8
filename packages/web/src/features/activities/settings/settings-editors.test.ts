import { describe, expect, it } from 'vitest';
import { canEditSettings } from './settings-editors.ts';

describe('who may change an activity’s settings', () => {
  it('is the course editors, as the server’s settings save allows', () => {
    for (const role of ['account-owner', 'account-admin', 'content-author', 'restricted-author'])
      expect([role, canEditSettings([role])]).toEqual([role, true]);
  });

  it('is not facilitators, reviewers, learners, nor anyone without roles', () => {
    for (const roles of [['facilitator'], ['reviewer', 'course-reviewer'], ['app-user'], [], undefined])
      expect([roles, canEditSettings(roles)]).toEqual([roles, false]);
  });
});
