import { accountFeatureSwitches, defaultAccountBranding, type AccountSettings } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { changesOf, draftOf, hasChanges } from './settings-draft.ts';

const saved: AccountSettings = {
  name: 'Acme',
  branding: defaultAccountBranding(),
  switches: Object.fromEntries(accountFeatureSwitches.map((name) => [name, false])) as AccountSettings['switches'],
  allowances: { isCompletionCertificateAllowed: true, isSpacedRepetitionAllowed: true },
};

describe('the settings draft', () => {
  it('sends nothing when nothing changed', () => {
    expect(hasChanges(changesOf(saved, draftOf(saved)))).toBe(false);
  });

  it('sends only the changed name, branding fields and switches', () => {
    const draft = draftOf(saved);
    draft.name = 'Acme Learning';
    draft.branding.accentColor = '#123456';
    draft.switches.leaderboardEnabled = true;
    expect(changesOf(saved, draft)).toEqual({
      name: 'Acme Learning',
      branding: { accentColor: '#123456' },
      switches: { leaderboardEnabled: true },
    });
  });

  it('does not copy the saved settings into the draft by reference', () => {
    const draft = draftOf(saved);
    draft.switches.starsEnabled = true;
    expect(saved.switches.starsEnabled).toBe(false);
  });
});
