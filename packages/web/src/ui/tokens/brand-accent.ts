import type { ColorScheme, ColorStates } from '@slidewise/core';

// spec templates §9: sc themes use a brand blue accent instead of the purple one. The spec gives no
// values; these keep the same roles as core's purple (default, hover, pressed, weaker, weakest) and
// white text on the default reaches WCAG AA.
export const brandBlueAccent: Record<ColorScheme, ColorStates> = {
  light: { default: '#0b63ce', hover: '#0955b2', pressed: '#074895', weaker: '#cfe2fa', weakest: '#ebf3fd' },
  dark: { default: '#3d8bfd', hover: '#5c9dfd', pressed: '#2a73e0', weaker: '#1c3a66', weakest: '#12243f' },
};
