import { describe, expect, it } from 'vitest';
import { designTokens, plainColorGroups, shadowLevels, stateColorGroups } from './design-tokens.ts';

describe('design tokens (templates §9)', () => {
  it('have the spec sizes', () => {
    expect(designTokens.spacingUnitPx).toBe(8);
    expect(designTokens.navBarHeightPx).toBe(48);
    expect(designTokens.gridColumns).toBe(12);
    expect(designTokens.borderRadiusPx).toBe(4);
    expect(designTokens.typography.baseFontSizePx).toBe(16);
    expect(designTokens.typography.mobileFontSizePx).toBe(14);
  });

  it('have the radius scale', () => {
    expect(designTokens.radius).toEqual({
      none: '0',
      xSmall: '0.25rem',
      small: '0.5rem',
      medium: '0.75rem',
      large: '1rem',
      xLarge: '1.5rem',
      full: '100%',
    });
  });

  it('have the breakpoints', () => {
    expect(designTokens.breakpoints).toEqual({
      xxSmall: '23.5rem',
      xSmall: '36rem',
      small: '48rem',
      medium: '62rem',
      large: '75rem',
      xLarge: '90rem',
      xxLarge: '106.25rem',
    });
  });

  it('have Noto Sans with the font weights', () => {
    expect(designTokens.typography.fontFamily.startsWith("'Noto Sans'")).toBe(true);
    expect(designTokens.typography.fontWeightRange).toEqual({ min: 300, max: 700 });
    expect(designTokens.typography.fontWeights).toEqual({
      display: 700,
      headline: 700,
      title: 600,
      label: 500,
      body: 400,
      bodyStrong: 600,
      caption: 400,
      overline: 700,
    });
    expect(Object.keys(designTokens.typography.scales)).toEqual(['display', 'headline', 'title', 'label', 'body', 'caption', 'overline']);
  });

  it('have the shadow levels', () => {
    expect(shadowLevels).toEqual(['xSmall', 'small', 'medium', 'large', 'xLarge']);
    expect(Object.keys(designTokens.shadows)).toEqual([...shadowLevels]);
  });

  it('run the spacing scale from 0 to 9rem through the steps the spec names', () => {
    const steps = Object.values(designTokens.spacing);
    expect(steps[0]).toBe('0');
    expect(steps.at(-1)).toBe('9rem');
    for (const named of ['0.125rem', '0.25rem', '0.5rem', '1rem']) expect(steps).toContain(named);
    const rems = steps.map((step) => Number.parseFloat(step));
    expect(rems).toEqual([...rems].sort((a, b) => a - b));
  });

  it('have a purple accent: dark #675df4, light #6559ff', () => {
    expect(designTokens.colors.dark.accent.default).toBe('#675df4');
    expect(designTokens.colors.light.accent.default).toBe('#6559ff');
  });

  it.each(['dark', 'light'] as const)('give the %s scheme every colour group with every state', (scheme) => {
    const colors = designTokens.colors[scheme];
    for (const group of stateColorGroups) {
      expect(Object.keys(colors[group])).toEqual(['default', 'hover', 'pressed', 'weaker', 'weakest']);
    }
    for (const group of plainColorGroups) expect(colors[group]).toMatch(/^(#[0-9a-f]{6}|rgba\(.+\))$/);
  });
});
