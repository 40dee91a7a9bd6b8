import {
  accountSettingsContracts,
  type AccountBrandingResponse,
  type AccountSettings,
  type AccountSettingsUpdate,
  type FeatureFlagsResponse,
} from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

export function getAccountSettings(): Promise<AccountSettings> {
  return callContract(accountSettingsContracts.settings, {});
}

export function updateAccountSettings(body: AccountSettingsUpdate): Promise<AccountSettings> {
  return callContract(accountSettingsContracts.updateSettings, { body });
}

/** Silent: the branding only dresses a page, so when it cannot be read the page shows in the plain theme without a word. */
export function getAccountBranding(): Promise<AccountBrandingResponse> {
  return callContract(accountSettingsContracts.branding, {}, { silent: true });
}

/** Silent: until the flags can be read, each flag's default in code answers (useFlag). */
export function getFeatureFlags(): Promise<FeatureFlagsResponse> {
  return callContract(accountSettingsContracts.flags, {}, { silent: true });
}
