import { describe, expect, it } from 'vitest';
import { defaultPlanInfo, planInfoSchema } from './plan-info.ts';

describe('plan info (templates §3.7)', () => {
  it('has the spec fields', () => {
    expect(Object.keys(planInfoSchema.shape)).toEqual(['permissions', 'currentPlan', 'hasParticipatedInTrial', 'planAccess', 'planIds']);
    expect(Object.keys(planInfoSchema.shape.currentPlan.shape)).toEqual([
      'id',
      'type',
      'name',
      'minimumBillingUsers',
      'price',
      'isStripeBillable',
      'features',
      'limits',
      'rank',
      'isVisible',
      'displayName',
      'startDate',
      'endDate',
      'isOnFreePlan',
      'isEnterprise',
      'isFreemium',
      'isTrial',
    ]);
    expect(Object.keys(planInfoSchema.shape.planAccess.shape)).toEqual(['hasAccess', 'hasAccessReason', 'lockedDate', 'lessonLimit']);
  });

  it('defaults the plan type to AuthoringAndDelivery', () => {
    expect(defaultPlanInfo().currentPlan.type).toBe('AuthoringAndDelivery');
  });

  it('defaults to access without a lesson limit and no trial taken', () => {
    const plan = defaultPlanInfo();
    expect(plan.planAccess).toEqual({ hasAccess: true, hasAccessReason: '', lockedDate: null, lessonLimit: null });
    expect(plan.hasParticipatedInTrial).toBe(false);
    expect(plan.permissions).toEqual([]);
    expect(plan.planIds).toEqual([]);
  });

  it('round-trips its default and returns fresh objects', () => {
    const plan = defaultPlanInfo();
    expect(planInfoSchema.parse(plan)).toEqual(plan);
    plan.currentPlan.features.push('ai');
    expect(defaultPlanInfo().currentPlan.features).toEqual([]);
  });

  it('rejects an empty plan type and a malformed end date', () => {
    const plan = defaultPlanInfo();
    expect(planInfoSchema.safeParse({ ...plan, currentPlan: { ...plan.currentPlan, type: '' } }).success).toBe(false);
    expect(planInfoSchema.safeParse({ ...plan, currentPlan: { ...plan.currentPlan, endDate: 'next year' } }).success).toBe(false);
  });
});
