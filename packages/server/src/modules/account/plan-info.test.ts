import { describe, expect, it } from 'vitest';
import { toPlanInfo } from './plan-info.ts';

describe('toPlanInfo', () => {
  it('describes each plan kind by its flags', () => {
    const since = new Date('2025-01-01T00:00:00.000Z');
    expect(toPlanInfo('freemium', since).currentPlan).toMatchObject({
      isFreemium: true,
      isOnFreePlan: true,
      isEnterprise: false,
      startDate: since.toISOString(),
    });
    expect(toPlanInfo('trial', since)).toMatchObject({ currentPlan: { isTrial: true }, hasParticipatedInTrial: true });
  });

  it('reads an unknown stored kind as the free plan rather than failing', () => {
    expect(toPlanInfo('platinum', new Date()).currentPlan.id).toBe('freemium');
  });
});
