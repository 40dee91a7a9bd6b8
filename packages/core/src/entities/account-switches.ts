import { planKindSchema, type PlanKind } from '../enums/plan-kinds.ts';
import { accountFeatureSwitches, defaultAccountInfo, type AccountFeatureSwitch } from './account-info.ts';

/**
 * The features a plan includes beyond the free one (spec §6: upgrade-to-Pro prompts exist for recurring
 * certification and advanced certificates; §3.6 isCompletionCertificateAllowed and
 * isSpacedRepetitionAllowed). Ours: the free plan (freemium) has none of them; every paid, trial,
 * sponsored or unified plan has all.
 */
export const proFeatures = ['completion-certificates', 'spaced-repetition', 'recurring-certification', 'advanced-certificates'] as const;
export type ProFeature = (typeof proFeatures)[number];

export function planIncludes(planKind: PlanKind, feature: ProFeature): boolean {
  return proFeatures.includes(feature) && planKind !== 'freemium';
}

/** A stored plan kind as the rules read it: an unknown one is the free plan, which grants least. */
export const planKindOrFree = (value: string): PlanKind => planKindSchema.safeParse(value).data ?? 'freemium';

/** Every switch of spec §3.6 as it applies to one account, with the plan's two allowances. */
export type AccountSwitches = Record<AccountFeatureSwitch, boolean> & {
  isCompletionCertificateAllowed: boolean;
  isSpacedRepetitionAllowed: boolean;
};

/**
 * The one reading of an account's switches, on the server and in the apps: the spec's defaults overlaid
 * with what the account stored (non-boolean or unknown keys ignored), and the allowances of its plan.
 */
export function accountSwitchesFrom(stored: Readonly<Record<string, unknown>>, planKind: string): AccountSwitches {
  const defaults = defaultAccountInfo();
  const kind = planKindOrFree(planKind);
  const switches = Object.fromEntries(
    accountFeatureSwitches.map((name) => [name, typeof stored[name] === 'boolean' ? (stored[name] as boolean) : defaults[name]]),
  ) as Record<AccountFeatureSwitch, boolean>;
  return {
    ...switches,
    isCompletionCertificateAllowed: planIncludes(kind, 'completion-certificates'),
    isSpacedRepetitionAllowed: planIncludes(kind, 'spaced-repetition'),
  };
}

/** Completion certificates are given when the account switches them on and its plan allows them. */
export const givesCompletionCertificates = (switches: AccountSwitches) =>
  switches.courseCompletionCertificateEnabled && switches.isCompletionCertificateAllowed;

/** Brain boost's spaced repetition runs when switched on and allowed by the plan (read by the feature when it lands). */
export const runsSpacedRepetition = (switches: AccountSwitches) => switches.brainboostEnabled && switches.isSpacedRepetitionAllowed;
