import { z } from 'zod';
import { isoDateTimeSchema } from './shared-fields.ts';

/** Templates §3.7: the default plan type; other types are not shown, so the field is an open string. */
export const DEFAULT_PLAN_TYPE = 'AuthoringAndDelivery';

// Templates §3.7, verbatim.
export const currentPlanSchema = z.object({
  id: z.string(),
  type: z.string().min(1),
  name: z.string(),
  minimumBillingUsers: z.number().int().min(0),
  price: z.number().min(0),
  isStripeBillable: z.boolean(),
  features: z.array(z.string()),
  // A limit per metered thing, e.g. { lessons: 10 }; the spec does not show which things are metered.
  limits: z.record(z.string(), z.number()),
  rank: z.number().int(),
  isVisible: z.boolean(),
  displayName: z.string(),
  startDate: isoDateTimeSchema.nullable(),
  endDate: isoDateTimeSchema.nullable(),
  isOnFreePlan: z.boolean(),
  isEnterprise: z.boolean(),
  isFreemium: z.boolean(),
  isTrial: z.boolean(),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

export const planAccessSchema = z.object({
  hasAccess: z.boolean(),
  hasAccessReason: z.string(),
  lockedDate: isoDateTimeSchema.nullable(),
  // null means no limit on the number of lessons.
  lessonLimit: z.number().int().min(0).nullable(),
});
export type PlanAccess = z.infer<typeof planAccessSchema>;

export const planInfoSchema = z.object({
  permissions: z.array(z.string()),
  currentPlan: currentPlanSchema,
  hasParticipatedInTrial: z.boolean(),
  planAccess: planAccessSchema,
  planIds: z.array(z.string()),
});
export type PlanInfo = z.infer<typeof planInfoSchema>;

// Templates §3.7 gives only the type default; the rest is ours: an unnamed, visible plan that grants
// access with no lesson limit, so a default never locks anyone out by accident.
export function defaultPlanInfo(overrides: Partial<PlanInfo> = {}): PlanInfo {
  return {
    permissions: [],
    currentPlan: {
      id: '',
      type: DEFAULT_PLAN_TYPE,
      name: '',
      minimumBillingUsers: 0,
      price: 0,
      isStripeBillable: false,
      features: [],
      limits: {},
      rank: 0,
      isVisible: true,
      displayName: '',
      startDate: null,
      endDate: null,
      isOnFreePlan: false,
      isEnterprise: false,
      isFreemium: false,
      isTrial: false,
    },
    hasParticipatedInTrial: false,
    planAccess: { hasAccess: true, hasAccessReason: '', lockedDate: null, lessonLimit: null },
    planIds: [],
    ...overrides,
  };
}
