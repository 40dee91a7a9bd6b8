import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '@slidewise/core';

// templates §3.3: the default preview is 400 wide by 768 high, a phone held upright. The tablet size is
// ours: a common 768×1024 tablet. Landscape swaps the sides.
export const previewDevices = ['phone', 'tablet'] as const;
export type PreviewDevice = (typeof previewDevices)[number];

export const previewOrientations = ['portrait', 'landscape'] as const;
export type PreviewOrientation = (typeof previewOrientations)[number];

/** What the preview shows of a slide: before any answer, after an interaction, after answering. */
export const previewStates = ['prompt', 'interacted', 'answered'] as const;
export type PreviewState = (typeof previewStates)[number];

const portraitSizes: Record<PreviewDevice, { width: number; height: number }> = {
  phone: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
  tablet: { width: 768, height: 1024 },
};

export function previewSize(device: PreviewDevice, orientation: PreviewOrientation): { width: number; height: number } {
  const { width, height } = portraitSizes[device];
  return orientation === 'portrait' ? { width, height } : { width: height, height: width };
}

/** The device frame's bezel on each side, in CSS pixels (`.device-frame`'s 0.75rem border). */
export const DEVICE_BEZEL = 12;

/** A screen with its bezel: what must fit the stage, or the frame sticks out of a narrow column. */
export function framedSize(size: { width: number; height: number }): { width: number; height: number } {
  return { width: size.width + 2 * DEVICE_BEZEL, height: size.height + 2 * DEVICE_BEZEL };
}

/** The scale at which a screen of `size` fits the space available, never larger than life. */
export function fitScale(size: { width: number; height: number }, available: { width: number; height: number }): number {
  if (available.width <= 0 || available.height <= 0) return 1;
  return Math.min(1, available.width / size.width, available.height / size.height);
}
