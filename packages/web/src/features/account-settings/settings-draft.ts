import type { AccountBranding, AccountSettings, AccountSettingsUpdate, AccountSwitchValues } from '@slidewise/core';

/** What the settings form edits: the saved settings' own parts, changed locally until saved. */
export interface SettingsDraft {
  name: string;
  branding: AccountBranding;
  switches: AccountSwitchValues;
}

export const draftOf = (settings: AccountSettings): SettingsDraft => ({
  name: settings.name,
  branding: { ...settings.branding },
  switches: { ...settings.switches },
});

/** The body of PUT /api/account/settings: only what differs from the saved settings, so nothing else is written. */
export function changesOf(saved: AccountSettings, draft: SettingsDraft): AccountSettingsUpdate {
  const changes: AccountSettingsUpdate = {};
  if (draft.name.trim() !== saved.name) changes.name = draft.name;
  const branding = Object.fromEntries(
    (Object.keys(draft.branding) as (keyof AccountBranding)[]).flatMap((key) =>
      draft.branding[key] === saved.branding[key] ? [] : [[key, draft.branding[key]]],
    ),
  );
  if (Object.keys(branding).length > 0) changes.branding = branding;
  const switches = Object.fromEntries(
    (Object.keys(draft.switches) as (keyof AccountSwitchValues)[]).flatMap((key) =>
      draft.switches[key] === saved.switches[key] ? [] : [[key, draft.switches[key]]],
    ),
  );
  if (Object.keys(switches).length > 0) changes.switches = switches;
  return changes;
}

export const hasChanges = (changes: AccountSettingsUpdate) => Object.keys(changes).length > 0;
