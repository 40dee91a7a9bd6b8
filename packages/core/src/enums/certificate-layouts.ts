import { z } from 'zod';
import type { PlanKind } from './plan-kinds.ts';

// Certificate layouts (issue 16; templates §6: "Upgrade-to-Pro prompts exist for … advanced certificates").
// The names and which plans have the advanced ones are ours: the standard layout on every plan, the
// advanced ones on the enterprise plan and during a trial of it.
export const certificateLayouts = ['standard', 'classic', 'modern'] as const;
export const certificateLayoutSchema = z.enum(certificateLayouts);
export type CertificateLayout = z.infer<typeof certificateLayoutSchema>;
export const advancedCertificateLayouts: readonly CertificateLayout[] = ['classic', 'modern'];
export const plansWithAdvancedCertificates: readonly PlanKind[] = ['enterprise', 'trial'];

/** May an account on this plan give certificates of this layout? */
export function planAllowsCertificateLayout(plan: string, layout: CertificateLayout): boolean {
  return !advancedCertificateLayouts.includes(layout) || (plansWithAdvancedCertificates as readonly string[]).includes(plan);
}
