import { describe, expect, it } from 'vitest';
import { themeColorScheme, themeNames, themeNameSchema } from './themes.ts';

describe('themes (templates §9)', () => {
  it('are ed-light, ed-dark, sc-light and sc-dark', () => {
    expect(themeNames).toEqual(['ed-light', 'ed-dark', 'sc-light', 'sc-dark']);
    expect(themeNameSchema.safeParse('dark').success).toBe(false);
  });

  it.each([
    ['ed-light', 'light'],
    ['ed-dark', 'dark'],
    ['sc-light', 'light'],
    ['sc-dark', 'dark'],
  ] as const)('%s is a %s scheme', (theme, scheme) => {
    expect(themeColorScheme(theme)).toBe(scheme);
  });
});
