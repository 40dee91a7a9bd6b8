import { describe, expect, it } from 'vitest';
import { fitScale, framedSize, previewSize } from './preview-devices.ts';

describe('preview devices', () => {
  it('shows a phone at the spec’s 400×768 by default and swaps the sides in landscape', () => {
    expect(previewSize('phone', 'portrait')).toEqual({ width: 400, height: 768 });
    expect(previewSize('phone', 'landscape')).toEqual({ width: 768, height: 400 });
    expect(previewSize('tablet', 'landscape')).toEqual({ width: 1024, height: 768 });
  });

  it('scales a screen down to the space available, never up', () => {
    expect(fitScale({ width: 400, height: 768 }, { width: 200, height: 2000 })).toBe(0.5);
    expect(fitScale({ width: 400, height: 768 }, { width: 2000, height: 384 })).toBe(0.5);
    expect(fitScale({ width: 400, height: 768 }, { width: 2000, height: 2000 })).toBe(1);
    // Before the layout is measured the screen shows at its own size.
    expect(fitScale({ width: 400, height: 768 }, { width: 0, height: 0 })).toBe(1);
  });

  it('fits the frame with its bezel, not the bare screen', () => {
    expect(framedSize({ width: 400, height: 768 })).toEqual({ width: 424, height: 792 });
    expect(fitScale(framedSize({ width: 400, height: 768 }), { width: 212, height: 2000 })).toBe(0.5);
  });
});
