export { AccountSummary } from './AccountSummary.tsx';
export { useAccount, usePlan } from './data/account-queries.ts';
export {
  accountSettingsKeys,
  useAccountBranding,
  useAccountSettings,
  useAccountSwitch,
  useFlag,
  useUpdateAccountSettings,
} from './data/account-settings-queries.ts';
export { UpgradePrompt, usePlanIncludes } from './UpgradePrompt.tsx';
export { PlanLockNotice } from './PlanLockNotice.tsx';
export { AvatarField } from './AvatarField.tsx';
