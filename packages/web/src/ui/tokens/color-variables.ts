import { plainColorGroups, stateColorGroups, type ColorStates, type SchemeColors } from '@slidewise/core';

const states = ['default', 'hover', 'pressed', 'weaker', 'weakest'] as const;
const variants = ['background', 'border', 'text'] as const;
type Variant = (typeof variants)[number];

/** Mixes `amount` percent of `toward` into `base` in the browser, so derived states follow the theme. */
function mix(base: string, toward: string, amount: number): string {
  return `color-mix(in srgb, ${toward} ${amount}%, ${base})`;
}

// Surfaces get states the spec names but core's palette gives as one colour: each state moves a
// little toward the inverse colour, and text on a surface is the inverse colour itself.
function surfaceStates(surface: string, inverse: string): Record<Variant, ColorStates> {
  return {
    background: {
      default: surface,
      hover: mix(surface, inverse, 6),
      pressed: mix(surface, inverse, 12),
      weaker: mix(surface, inverse, 3),
      weakest: mix(surface, inverse, 1.5),
    },
    border: {
      default: mix(surface, inverse, 22),
      hover: mix(surface, inverse, 34),
      pressed: mix(surface, inverse, 46),
      weaker: mix(surface, inverse, 14),
      weakest: mix(surface, inverse, 8),
    },
    text: {
      default: inverse,
      hover: inverse,
      pressed: inverse,
      weaker: mix(surface, inverse, 72),
      weakest: mix(surface, inverse, 54),
    },
  };
}

function flatStates(color: string, surface: string): Record<Variant, ColorStates> {
  const stateSet: ColorStates = {
    default: color,
    hover: mix(color, surface, 12),
    pressed: mix(color, surface, 24),
    weaker: mix(surface, color, 40),
    weakest: mix(surface, color, 16),
  };
  return { background: stateSet, border: stateSet, text: stateSet };
}

const surfaceGroups = new Set(['surface', 'surface2', 'surface3', 'bg']);

/**
 * Every colour group of spec templates §9 as `--color-<group>-<background|border|text>-<state>`,
 * plus `--color-<group>` for the plain value and `--color-<group>-on` for text placed on the group's
 * default background.
 */
export function colorVariables(colors: SchemeColors, accent: ColorStates = colors.accent): Record<string, string> {
  const variables: Record<string, string> = {};
  const put = (group: string, byVariant: Record<Variant, ColorStates>) => {
    for (const variant of variants) {
      for (const state of states) variables[`--color-${group}-${variant}-${state}`] = byVariant[variant][state];
    }
  };

  for (const group of stateColorGroups) {
    const groupStates = group === 'accent' ? accent : colors[group];
    variables[`--color-${group}`] = groupStates.default;
    variables[`--color-${group}-on`] = colors.white;
    put(group, { background: groupStates, border: groupStates, text: groupStates });
  }
  for (const group of plainColorGroups) {
    const color = colors[group];
    variables[`--color-${group}`] = color;
    variables[`--color-${group}-on`] = surfaceGroups.has(group) ? colors.inverse : group === 'inverse' ? colors.surface : colors.white;
    put(group, surfaceGroups.has(group) ? surfaceStates(color, colors.inverse) : flatStates(color, colors.surface));
  }
  return variables;
}
