import { describe, expect, it } from 'vitest';
import { brandingStyle } from './branding-style.ts';

describe('brandingStyle', () => {
  it('sets the accent variables from the colour, darker for hover and pressed', () => {
    const style = brandingStyle('#12ab34')!;
    expect(style['--color-accent']).toBe('#12ab34');
    expect(style['--color-accent-background-default']).toBe('#12ab34');
    expect(style['--color-accent-text-hover']).toBe('color-mix(in srgb, #12ab34 88%, black)');
  });

  it('leaves the theme alone without a colour', () => {
    expect(brandingStyle(null)).toBeUndefined();
  });
});
