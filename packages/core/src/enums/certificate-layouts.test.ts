import { expect, it } from 'vitest';
import { planAllowsCertificateLayout } from './certificate-layouts.ts';

it('gives the standard layout on every plan and the advanced ones on enterprise and trial plans only', () => {
  for (const plan of ['freemium', 'sponsor', 'uxp', 'enterprise', 'trial'])
    expect(planAllowsCertificateLayout(plan, 'standard')).toBe(true);
  for (const layout of ['classic', 'modern'] as const) {
    expect(planAllowsCertificateLayout('enterprise', layout)).toBe(true);
    expect(planAllowsCertificateLayout('trial', layout)).toBe(true);
    expect(planAllowsCertificateLayout('freemium', layout)).toBe(false);
    expect(planAllowsCertificateLayout('sponsor', layout)).toBe(false);
    expect(planAllowsCertificateLayout('uxp', layout)).toBe(false);
  }
});
