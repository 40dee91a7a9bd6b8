import { expect, it } from 'vitest';
import { planKinds, planKindSchema } from './plan-kinds.ts';

it('has the plan kinds of templates §1 and §6', () => {
  expect(planKinds).toEqual(['freemium', 'trial', 'enterprise', 'sponsor', 'uxp']);
  expect(planKindSchema.safeParse('pro').success).toBe(false);
});
