import { describe, expect, it } from 'vitest';
import { formatValue, readScale, tickValues, valueAt } from './scale.ts';

describe('slider survey scale', () => {
  it('reads the spec’s defaults when fields are missing', () => {
    expect(readScale({})).toEqual({ min: 0, max: 10, step: 1, decimals: 0, labels: 3 });
  });

  it('keeps labels within 2 to 10 and swaps reversed ends', () => {
    const scale = readScale({ min: 10, max: 0, labels: 40 });
    expect([scale.min, scale.max, scale.labels]).toEqual([0, 10, 10]);
    expect(readScale({ labels: 1 }).labels).toBe(2);
  });

  it('puts values on a step of the scale', () => {
    const scale = readScale({ min: 0, max: 10, increment: 2 });
    expect(valueAt(scale, 0.5)).toBe(6);
    expect(valueAt(readScale({ increment: 0 }), 0.55)).toBeCloseTo(5.5);
  });

  it('spaces the labels evenly and formats with the decimals', () => {
    expect(tickValues(readScale({ labels: 3 }))).toEqual([0, 5, 10]);
    expect(formatValue(readScale({ decimals: 2 }), 6)).toBe('6.00');
  });
});
