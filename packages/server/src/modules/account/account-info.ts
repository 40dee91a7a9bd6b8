import { accountInfoSchema, defaultAccountInfo, type AccountInfo } from '@slidewise/core';
import type { AccountTotals } from './repo.ts';

const switchableFields = Object.entries(accountInfoSchema.shape)
  .filter(([, schema]) => schema.safeParse(true).success)
  .map(([name]) => name as keyof AccountInfo);

/**
 * Spec templates §3.6: the defaults, overlaid with the switches and flags the account has stored and
 * the counted totals. Unknown or non-boolean stored keys are ignored, so old rows never break the answer.
 */
export function toAccountInfo(name: string, settings: Record<string, unknown>, totals: AccountTotals): AccountInfo {
  const stored = Object.fromEntries(
    switchableFields.filter((field) => typeof settings[field] === 'boolean').map((field) => [field, settings[field]]),
  );
  return defaultAccountInfo({ ...stored, name, ...totals });
}
