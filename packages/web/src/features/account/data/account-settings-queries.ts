import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FEATURE_FLAG_CACHE_MS,
  featureFlagDefaults,
  type AccountFeatureSwitch,
  type AccountSettingsUpdate,
  type FeatureFlag,
} from '@slidewise/core';
import { queryKeys } from '../../../api/index.ts';
import { useAccount } from './account-queries.ts';
import { getAccountBranding, getAccountSettings, getFeatureFlags, updateAccountSettings } from './account-settings-api.ts';

export const accountSettingsKeys = {
  settings: ['account', 'settings'] as const,
  branding: ['account', 'branding'] as const,
  flags: ['account', 'flags'] as const,
};

/** The settings page's data: name, branding, switches and the plan's allowances. */
export function useAccountSettings() {
  return useQuery({ queryKey: accountSettingsKeys.settings, queryFn: getAccountSettings });
}

/** Saves the settings; the account, its branding and everything under ['account'] are read again. */
export function useUpdateAccountSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountSettingsUpdate) => updateAccountSettings(body),
    onSuccess: (settings) => {
      client.setQueryData(accountSettingsKeys.settings, settings);
      void client.invalidateQueries({ queryKey: queryKeys.account });
    },
  });
}

/** The account's branding, which the learner app and certificates follow. */
export function useAccountBranding() {
  return useQuery({ queryKey: accountSettingsKeys.branding, queryFn: getAccountBranding });
}

/**
 * One feature flag of spec §6 for the signed-in account: the one way the web app asks. Until the flags
 * arrive the default in code answers, so a page never waits on a flag; kept as long as the server keeps them.
 */
export function useFlag(flag: FeatureFlag): boolean {
  const flags = useQuery({ queryKey: accountSettingsKeys.flags, queryFn: getFeatureFlags, staleTime: FEATURE_FLAG_CACHE_MS });
  return flags.data?.flags[flag] ?? featureFlagDefaults[flag];
}

/**
 * One switch of spec §3.6 for the signed-in account, from the account info every screen already reads:
 * undefined until it is known, so a screen can wait rather than show something the account switched off.
 */
export function useAccountSwitch(name: AccountFeatureSwitch): boolean | undefined {
  return useAccount().data?.[name];
}
