import { defaultPlanInfo, planIncludes, planKindOrFree, proFeatures, type PlanAccess, type PlanInfo, type PlanKind } from '@slidewise/core';

const displayNames: Record<PlanKind, string> = {
  freemium: 'Free',
  trial: 'Trial',
  enterprise: 'Enterprise',
  sponsor: 'Sponsor',
  uxp: 'Unified Experience',
};

const unrestricted: PlanAccess = { hasAccess: true, hasAccessReason: '', lockedDate: null, lessonLimit: null };

/**
 * Spec templates §3.7. Prices and billing are not in the spec and no billing exists, so a plan is its kind,
 * the Pro features the kind includes (`features`, also the plan's `permissions`) and the access a platform
 * administrator set (planAccess; its lessonLimit is also `limits.lessons`).
 */
export function toPlanInfo(planKind: string, since: Date, access: PlanAccess = unrestricted): PlanInfo {
  const kind = planKindOrFree(planKind);
  const base = defaultPlanInfo();
  const features = proFeatures.filter((feature) => planIncludes(kind, feature));
  return {
    ...base,
    permissions: [...features],
    currentPlan: {
      ...base.currentPlan,
      id: kind,
      name: kind,
      displayName: displayNames[kind],
      features: [...features],
      limits: access.lessonLimit === null ? {} : { lessons: access.lessonLimit },
      startDate: since.toISOString(),
      isOnFreePlan: kind === 'freemium',
      isEnterprise: kind === 'enterprise',
      isFreemium: kind === 'freemium',
      isTrial: kind === 'trial',
    },
    hasParticipatedInTrial: kind === 'trial',
    planAccess: access,
    planIds: [kind],
  };
}
