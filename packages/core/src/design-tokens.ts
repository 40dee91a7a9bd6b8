// Spec templates §9: the design tokens as data, so the web app can turn them into CSS variables.
// Values the spec gives are used verbatim; where it names a token without its value (most colours,
// font sizes, shadows, the spacing steps between those it lists) the value is ours and says so.
import type { ColorScheme } from './enums/theme-values.ts';

/** The states of a colour group (templates §9: default, hover, pressed, weaker, weakest). */
export interface ColorStates {
  readonly default: string;
  readonly hover: string;
  readonly pressed: string;
  readonly weaker: string;
  readonly weakest: string;
}

/** templates §9: the colour groups that have background, border and text variants with states. */
export const stateColorGroups = ['accent', 'info', 'negative', 'positive', 'warning'] as const;
export type StateColorGroup = (typeof stateColorGroups)[number];

/** templates §9: the single-colour groups. */
export const plainColorGroups = ['surface', 'surface2', 'surface3', 'bg', 'inverse', 'overlay', 'focus', 'black', 'white'] as const;
export type PlainColorGroup = (typeof plainColorGroups)[number];

export type SchemeColors = Record<StateColorGroup, ColorStates> & Record<PlainColorGroup, string>;

// Only the accent defaults are in the spec (dark #675df4, light #6559ff); the rest is our palette,
// chosen for WCAG AA text contrast on each scheme's surface.
const darkColors: SchemeColors = {
  accent: { default: '#675df4', hover: '#7a72f6', pressed: '#554ad9', weaker: '#3a357a', weakest: '#24214a' },
  info: { default: '#4b9dff', hover: '#6aaeff', pressed: '#3a84e0', weaker: '#1f3f66', weakest: '#14263d' },
  negative: { default: '#f5606a', hover: '#f77c84', pressed: '#d94c56', weaker: '#5c2226', weakest: '#361518' },
  positive: { default: '#3ccf8e', hover: '#5ad9a0', pressed: '#2fb077', weaker: '#1b4d37', weakest: '#112e21' },
  warning: { default: '#ffb547', hover: '#ffc266', pressed: '#e09a2e', weaker: '#5c4216', weakest: '#36280e' },
  surface: '#1c1d22',
  surface2: '#25262c',
  surface3: '#2f3037',
  bg: '#121317',
  inverse: '#f4f5f7',
  overlay: 'rgba(0, 0, 0, 0.6)',
  focus: '#9c96ff',
  black: '#000000',
  white: '#ffffff',
};

const lightColors: SchemeColors = {
  accent: { default: '#6559ff', hover: '#5247e6', pressed: '#4339c7', weaker: '#d9d6ff', weakest: '#efeeff' },
  info: { default: '#1f6feb', hover: '#195fd0', pressed: '#1550b0', weaker: '#d0e2fd', weakest: '#ebf3fe' },
  negative: { default: '#d4323c', hover: '#b92a33', pressed: '#9c232b', weaker: '#f8d3d5', weakest: '#fdeeef' },
  positive: { default: '#1b8a5a', hover: '#17774e', pressed: '#136442', weaker: '#cdeedd', weakest: '#ebf8f1' },
  warning: { default: '#b8730a', hover: '#9e6308', pressed: '#855307', weaker: '#fbe6c2', weakest: '#fef5e6' },
  surface: '#ffffff',
  surface2: '#f6f7f9',
  surface3: '#eceef2',
  bg: '#f2f3f6',
  inverse: '#1c1d22',
  overlay: 'rgba(18, 19, 23, 0.5)',
  focus: '#6559ff',
  black: '#000000',
  white: '#ffffff',
};

/** A font size with its matching line height (templates §9: "scales with matching line heights"). */
export interface FontScaleStep {
  readonly fontSize: string;
  readonly lineHeight: string;
}

export const designTokens = {
  /** templates §9: spacing unit 8px. */
  spacingUnitPx: 8,
  /** templates §9: runs from 0 to 9rem; the steps between those the spec names are ours. */
  spacing: {
    '0': '0',
    '1': '0.125rem',
    '2': '0.25rem',
    '3': '0.5rem',
    '4': '0.75rem',
    '5': '1rem',
    '6': '1.5rem',
    '7': '2rem',
    '8': '3rem',
    '9': '4rem',
    '10': '6rem',
    '11': '9rem',
  },
  /** templates §9: navigation bar height, px. */
  navBarHeightPx: 48,
  /** templates §9: grid of 12 columns. */
  gridColumns: 12,
  /** templates §9: border radius 4 (px). */
  borderRadiusPx: 4,
  /** templates §9: the radius scale. */
  radius: {
    none: '0',
    xSmall: '0.25rem',
    small: '0.5rem',
    medium: '0.75rem',
    large: '1rem',
    xLarge: '1.5rem',
    full: '100%',
  },
  /** templates §9: breakpoints. */
  breakpoints: {
    xxSmall: '23.5rem',
    xSmall: '36rem',
    small: '48rem',
    medium: '62rem',
    large: '75rem',
    xLarge: '90rem',
    xxLarge: '106.25rem',
  },
  typography: {
    /** templates §9: Noto Sans, weights 300 to 700. */
    fontFamily: "'Noto Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontWeightRange: { min: 300, max: 700 },
    /** templates §9: base font 16, mobile 14 (px). */
    baseFontSizePx: 16,
    mobileFontSizePx: 14,
    /** templates §9, verbatim. */
    fontWeights: {
      display: 700,
      headline: 700,
      title: 600,
      label: 500,
      body: 400,
      bodyStrong: 600,
      caption: 400,
      overline: 700,
    },
    /** templates §9 names the scales; the sizes are ours (large, medium, small within each). */
    scales: {
      display: {
        large: { fontSize: '3.5rem', lineHeight: '4rem' },
        medium: { fontSize: '2.75rem', lineHeight: '3.25rem' },
        small: { fontSize: '2.25rem', lineHeight: '2.75rem' },
      },
      headline: {
        large: { fontSize: '2rem', lineHeight: '2.5rem' },
        medium: { fontSize: '1.75rem', lineHeight: '2.25rem' },
        small: { fontSize: '1.5rem', lineHeight: '2rem' },
      },
      title: {
        large: { fontSize: '1.375rem', lineHeight: '1.75rem' },
        medium: { fontSize: '1.125rem', lineHeight: '1.5rem' },
        small: { fontSize: '1rem', lineHeight: '1.375rem' },
      },
      label: {
        large: { fontSize: '1rem', lineHeight: '1.25rem' },
        medium: { fontSize: '0.875rem', lineHeight: '1.125rem' },
        small: { fontSize: '0.75rem', lineHeight: '1rem' },
      },
      body: {
        large: { fontSize: '1.125rem', lineHeight: '1.75rem' },
        medium: { fontSize: '1rem', lineHeight: '1.5rem' },
        small: { fontSize: '0.875rem', lineHeight: '1.25rem' },
      },
      caption: {
        large: { fontSize: '0.875rem', lineHeight: '1.25rem' },
        medium: { fontSize: '0.75rem', lineHeight: '1rem' },
        small: { fontSize: '0.6875rem', lineHeight: '0.875rem' },
      },
      overline: {
        large: { fontSize: '0.875rem', lineHeight: '1.25rem' },
        medium: { fontSize: '0.75rem', lineHeight: '1rem' },
        small: { fontSize: '0.625rem', lineHeight: '0.875rem' },
      },
    } satisfies Record<string, Record<'large' | 'medium' | 'small', FontScaleStep>>,
  },
  /** templates §9 names the levels; the shadows are ours. */
  shadows: {
    xSmall: '0 1px 2px rgba(0, 0, 0, 0.12)',
    small: '0 2px 4px rgba(0, 0, 0, 0.14)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.16)',
    large: '0 8px 24px rgba(0, 0, 0, 0.18)',
    xLarge: '0 16px 48px rgba(0, 0, 0, 0.22)',
  },
  /** templates §9: colour groups per scheme; accent is purple, dark #675df4 and light #6559ff. */
  colors: { dark: darkColors, light: lightColors } satisfies Record<ColorScheme, SchemeColors>,
} as const;

/** templates §9: shadow level names, smallest first. */
export const shadowLevels = ['xSmall', 'small', 'medium', 'large', 'xLarge'] as const;
export type ShadowLevel = (typeof shadowLevels)[number];

// spec templates §9: sc themes use a brand blue accent instead of the purple one. The spec gives no
// values; these keep the same roles as the purple (default, hover, pressed, weaker, weakest) and white
// text on the default reaches WCAG AA. In core so the server-rendered public pages use it too.
export const brandBlueAccent: Record<ColorScheme, ColorStates> = {
  light: { default: '#0b63ce', hover: '#0955b2', pressed: '#074895', weaker: '#cfe2fa', weakest: '#ebf3fd' },
  dark: { default: '#3d8bfd', hover: '#5c9dfd', pressed: '#2a73e0', weaker: '#1c3a66', weakest: '#12243f' },
};
