import { describe, expect, it } from 'vitest';
import { publicThemeOf, readPageVariant, variantQuery, withAccountTheme } from './page-variant.ts';

describe("the account's theme on its public pages", () => {
  it('maps the family and scheme to a public theme; sc has only its dark one on the public site', () => {
    expect(publicThemeOf('ed', 'light')).toBe('ed-light');
    expect(publicThemeOf('ed', 'dark')).toBe('ed-dark');
    expect(publicThemeOf('sc', 'dark')).toBe('sc-dark');
    expect(publicThemeOf('sc', 'light')).toBe('sc-dark');
  });

  it("shows the account's theme unless the address names one, which the links then keep", () => {
    const plain = readPageVariant({}, undefined);
    expect(withAccountTheme(plain, 'sc-dark').theme).toBe('sc-dark');
    expect(variantQuery(withAccountTheme(plain, 'sc-dark'))).toBe('');

    const asked = readPageVariant({ theme: 'ed-light' }, undefined);
    expect(withAccountTheme(asked, 'sc-dark').theme).toBe('ed-light');
    expect(variantQuery(withAccountTheme(asked, 'sc-dark'))).toBe('?theme=ed-light');
    // A theme the public site does not have is not a choice.
    expect(readPageVariant({ theme: 'sc-light' }, undefined).themeAsked).toBe(false);
  });
});
