import { accountSwitchesFrom, defaultAccountInfo, planKindOrFree, type AccountInfo } from '@slidewise/core';
import type { AccountTotals } from './repo.ts';

/**
 * Spec templates §3.6: the switches as core reads them (stored values over the defaults, unknown or
 * non-boolean keys ignored, the plan's allowances) and the counted totals.
 */
export function toAccountInfo(
  account: { name: string; settings: Record<string, unknown>; planKind: string },
  totals: AccountTotals,
): AccountInfo {
  const kind = planKindOrFree(account.planKind);
  return defaultAccountInfo({
    ...accountSwitchesFrom(account.settings, account.planKind),
    isSponsor: kind === 'sponsor',
    isUnifiedExperience: kind === 'uxp',
    name: account.name,
    ...totals,
  });
}
