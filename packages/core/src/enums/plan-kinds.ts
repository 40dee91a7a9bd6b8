import { z } from 'zod';

// Spec templates §1 and §6: plans that gate templates and features ("and others": uxp is the
// unified-experience plan that §6 hides AICC and external URL templates from).
export const planKinds = ['freemium', 'trial', 'enterprise', 'sponsor', 'uxp'] as const;
export const planKindSchema = z.enum(planKinds);
export type PlanKind = z.infer<typeof planKindSchema>;
