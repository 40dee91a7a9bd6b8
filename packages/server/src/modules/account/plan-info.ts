import { defaultPlanInfo, planKindSchema, type PlanInfo, type PlanKind } from '@slidewise/core';

const displayNames: Record<PlanKind, string> = {
  freemium: 'Free',
  trial: 'Trial',
  enterprise: 'Enterprise',
  sponsor: 'Sponsor',
  uxp: 'Unified Experience',
};

/**
 * Spec templates §3.7. Prices, limits and billing are not in the spec and no billing exists yet, so a
 * plan is described by its kind alone and grants access with no lesson limit.
 */
export function toPlanInfo(planKind: string, since: Date): PlanInfo {
  const kind = planKindSchema.safeParse(planKind).data ?? 'freemium';
  const base = defaultPlanInfo();
  return {
    ...base,
    currentPlan: {
      ...base.currentPlan,
      id: kind,
      name: kind,
      displayName: displayNames[kind],
      startDate: since.toISOString(),
      isOnFreePlan: kind === 'freemium',
      isEnterprise: kind === 'enterprise',
      isFreemium: kind === 'freemium',
      isTrial: kind === 'trial',
    },
    hasParticipatedInTrial: kind === 'trial',
    planIds: [kind],
  };
}
