import { describe, expect, it } from 'vitest';
import { isLearnerOnly } from './learner-roles.ts';

describe('isLearnerOnly', () => {
  it('is true for learner roles alone, or with marker roles', () => {
    expect(isLearnerOnly(['app-user'])).toBe(true);
    expect(isLearnerOnly(['individual-learner'])).toBe(true);
    expect(isLearnerOnly(['app-user', 'prizing-user', 'hidden-user'])).toBe(true);
  });

  it('is false as soon as a staff role is held', () => {
    expect(isLearnerOnly(['app-user', 'content-author'])).toBe(false);
    expect(isLearnerOnly(['facilitator'])).toBe(false);
    expect(isLearnerOnly(['account-owner'])).toBe(false);
  });

  it('is false without any learner role', () => {
    expect(isLearnerOnly([])).toBe(false);
    expect(isLearnerOnly(['demo-user'])).toBe(false);
  });
});
