import { designTokens } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { baseVariables, designTokensCss, themeVariables } from './design-tokens-css.ts';

describe('design tokens as CSS variables', () => {
  it('carries the layout numbers of spec §9', () => {
    const base = baseVariables();
    expect(base['--spacing-unit']).toBe('8px');
    expect(base['--nav-bar-height']).toBe('48px');
    expect(base['--grid-columns']).toBe('12');
    expect(base['--radius-xSmall']).toBe('0.25rem');
    expect(base['--radius-full']).toBe('100%');
    expect(base['--breakpoint-xxSmall']).toBe('23.5rem');
    expect(base['--breakpoint-xxLarge']).toBe('106.25rem');
    expect(base['--shadow-xLarge']).toBe(designTokens.shadows.xLarge);
    expect(base['--spacing-0']).toBe('0');
    expect(Object.values(designTokens.spacing)).toContain('9rem');
    expect(base['--font-size-base']).toBe('16px');
    expect(base['--font-size-mobile']).toBe('14px');
  });

  it('gives each type scale its spec weight', () => {
    const base = baseVariables();
    expect(base['--font-weight-display']).toBe('700');
    expect(base['--font-weight-title']).toBe('600');
    expect(base['--font-weight-label']).toBe('500');
    expect(base['--font-weight-bodyStrong']).toBe('600');
    expect(base['--font-weight-overline']).toBe('700');
    expect(base['--font-title-large']).toMatch(/^600 /);
    expect(base['--font-caption-small']).toMatch(/^400 /);
    expect(base['--font-body-strong']).toMatch(/^600 /);
  });

  it('uses the spec accents: purple on ed themes, brand blue on sc themes', () => {
    expect(themeVariables('ed-dark')['--color-accent-background-default']).toBe('#675df4');
    expect(themeVariables('ed-light')['--color-accent-background-default']).toBe('#6559ff');
    expect(themeVariables('sc-light')['--color-accent-background-default']).not.toBe('#6559ff');
    expect(themeVariables('sc-dark')['--color-accent-text-default']).not.toBe('#675df4');
  });

  it('has background, border and text variants with five states for every colour group', () => {
    const variables = themeVariables('ed-light');
    for (const group of [
      'accent',
      'info',
      'negative',
      'positive',
      'warning',
      'surface',
      'surface2',
      'surface3',
      'bg',
      'inverse',
      'overlay',
      'focus',
      'black',
      'white',
    ]) {
      for (const variant of ['background', 'border', 'text']) {
        for (const state of ['default', 'hover', 'pressed', 'weaker', 'weakest']) {
          expect(variables[`--color-${group}-${variant}-${state}`], `${group} ${variant} ${state}`).toBeTruthy();
        }
      }
    }
  });

  it('writes one block per theme keyed by data-theme', () => {
    const css = designTokensCss();
    for (const theme of ['ed-light', 'ed-dark', 'sc-light', 'sc-dark']) expect(css).toContain(`[data-theme='${theme}'] {`);
    expect(css).toContain('--color-surface-background-default: #1c1d22;');
  });
});
