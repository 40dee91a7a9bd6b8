import { describe, expect, it } from 'vitest';
import { accountSwitchesFrom, givesCompletionCertificates, planIncludes, runsSpacedRepetition } from './account-switches.ts';

describe('account switches', () => {
  it('are the spec defaults overlaid with stored booleans; other stored values are ignored', () => {
    const switches = accountSwitchesFrom({ leaderboardEnabled: true, starsEnabled: 'yes', madeUp: true }, 'enterprise');
    expect(switches).toMatchObject({
      leaderboardEnabled: true,
      starsEnabled: false,
      hideActivityFeedEnabled: true,
      coursePublicPreviewLinksEnabled: true,
    });
    expect(switches).not.toHaveProperty('madeUp');
  });

  it('take the certificate and spaced repetition allowances from the plan: none on the free plan or an unknown one', () => {
    expect(accountSwitchesFrom({}, 'enterprise')).toMatchObject({ isCompletionCertificateAllowed: true, isSpacedRepetitionAllowed: true });
    expect(accountSwitchesFrom({}, 'freemium')).toMatchObject({ isCompletionCertificateAllowed: false, isSpacedRepetitionAllowed: false });
    expect(accountSwitchesFrom({}, 'platinum').isCompletionCertificateAllowed).toBe(false);
  });

  it('give certificates and spaced repetition only when switched on and allowed', () => {
    expect(givesCompletionCertificates(accountSwitchesFrom({}, 'trial'))).toBe(true);
    expect(givesCompletionCertificates(accountSwitchesFrom({ courseCompletionCertificateEnabled: false }, 'trial'))).toBe(false);
    expect(givesCompletionCertificates(accountSwitchesFrom({}, 'freemium'))).toBe(false);
    expect(runsSpacedRepetition(accountSwitchesFrom({ brainboostEnabled: true }, 'sponsor'))).toBe(true);
    expect(runsSpacedRepetition(accountSwitchesFrom({ brainboostEnabled: true }, 'freemium'))).toBe(false);
  });

  it('leave recurring certification and advanced certificates out of the free plan', () => {
    expect(planIncludes('freemium', 'recurring-certification')).toBe(false);
    expect(planIncludes('uxp', 'advanced-certificates')).toBe(true);
  });
});
