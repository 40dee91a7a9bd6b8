import { designTokens, themeColorScheme, themeNames, type ThemeName } from '@slidewise/core';
import { brandBlueAccent } from './brand-accent.ts';
import { colorVariables } from './color-variables.ts';

type Tokens = typeof designTokens;

function block(selector: string, variables: Record<string, string>): string {
  const lines = Object.entries(variables).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${lines.join('\n')}\n}`;
}

/** The scheme-independent tokens of spec templates §9 (spacing, radius, type, shadows, layout). */
export function baseVariables(tokens: Tokens = designTokens): Record<string, string> {
  const { typography } = tokens;
  const variables: Record<string, string> = {
    '--spacing-unit': `${tokens.spacingUnitPx}px`,
    '--nav-bar-height': `${tokens.navBarHeightPx}px`,
    '--grid-columns': String(tokens.gridColumns),
    '--radius-base': `${tokens.borderRadiusPx}px`,
    '--font-family': typography.fontFamily,
    '--font-size-base': `${typography.baseFontSizePx}px`,
    '--font-size-mobile': `${typography.mobileFontSizePx}px`,
  };
  for (const [step, value] of Object.entries(tokens.spacing)) variables[`--spacing-${step}`] = value;
  for (const [name, value] of Object.entries(tokens.radius)) variables[`--radius-${name}`] = value;
  for (const [name, value] of Object.entries(tokens.breakpoints)) variables[`--breakpoint-${name}`] = value;
  for (const [name, value] of Object.entries(tokens.shadows)) variables[`--shadow-${name}`] = value;
  for (const [name, weight] of Object.entries(typography.fontWeights)) variables[`--font-weight-${name}`] = String(weight);

  for (const [scale, sizes] of Object.entries(typography.scales)) {
    const weight = typography.fontWeights[scale as keyof typeof typography.fontWeights];
    for (const [size, { fontSize, lineHeight }] of Object.entries(sizes)) {
      variables[`--font-size-${scale}-${size}`] = fontSize;
      variables[`--line-height-${scale}-${size}`] = lineHeight;
      variables[`--font-${scale}-${size}`] = `${weight} ${fontSize}/${lineHeight} var(--font-family)`;
    }
    // The medium step is each scale's everyday size, so it also goes by the bare scale name.
    variables[`--font-${scale}`] = `var(--font-${scale}-medium)`;
  }
  const body = typography.scales.body.medium;
  variables['--font-body-strong'] = `${typography.fontWeights.bodyStrong} ${body.fontSize}/${body.lineHeight} var(--font-family)`;
  return variables;
}

/** The colours of one named theme: its scheme's palette, with the brand blue accent for sc themes. */
export function themeVariables(theme: ThemeName, tokens: Tokens = designTokens): Record<string, string> {
  const scheme = themeColorScheme(theme);
  const accent = theme.startsWith('sc-') ? brandBlueAccent[scheme] : tokens.colors[scheme].accent;
  return colorVariables(tokens.colors[scheme], accent);
}

/** The whole stylesheet: base tokens on :root and one block per `<html data-theme>`. */
export function designTokensCss(tokens: Tokens = designTokens): string {
  const themes = themeNames.map((theme) => block(`[data-theme='${theme}']`, themeVariables(theme, tokens)));
  // Before a theme is applied the page should still be readable, so :root also carries ed-light.
  return [block(':root', { ...baseVariables(tokens), ...themeVariables('ed-light', tokens) }), ...themes].join('\n\n');
}
