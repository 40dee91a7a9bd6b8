import { describe, expect, it } from 'vitest';
import { clockAngle, dialShare, formatNumber, matchesAnswer, pieShare, previewValue, snapToStep } from './numbers.ts';

describe('formatNumber', () => {
  it('shows the slide’s decimal places with the lesson’s separators', () => {
    expect(formatNumber(0.75, 'en-US', 2)).toBe('0.75');
    expect(formatNumber(0.7, 'en-US', 2)).toBe('0.70');
    expect(formatNumber(0.75, 'es-ES', 2)).toBe('0,75');
    expect(formatNumber(1000, 'en-US')).toBe('1,000');
  });
});

describe('snapToStep', () => {
  it('snaps to the steps counted from the minimum and stays in range', () => {
    expect(snapToStep(7.4, 0, 14, 1)).toBe(7);
    expect(snapToStep(12, 0, 100, 5)).toBe(10);
    expect(snapToStep(3, 1, 10, 2)).toBe(3);
    expect(snapToStep(150, 0, 100, 1)).toBe(100);
    expect(snapToStep(0.30000000000000004, 0, 1, 0.1)).toBe(0.3);
  });
});

describe('matchesAnswer', () => {
  it('accepts a value within half a step of the answer', () => {
    expect(matchesAnswer(7, 7, 1)).toBe(true);
    expect(matchesAnswer(7.4, 7, 1)).toBe(true);
    expect(matchesAnswer(8, 7, 1)).toBe(false);
    expect(matchesAnswer(7, undefined, 1)).toBe(false);
  });
});

describe('previewValue', () => {
  const range = { start: 0, min: 0, max: 14, step: 1 };

  it('starts at the start, ends on the answer, and is part-way but not on the answer in between', () => {
    expect(previewValue('prompt', range, 7)).toBe(0);
    expect(previewValue('answered', range, 7)).toBe(7);
    const between = previewValue('interacted', range, 7);
    expect(between).not.toBe(7);
    expect(between).not.toBe(0);
  });
});

describe('angles of a dragged pointer', () => {
  const center = { x: 50, y: 50 };

  it('reads clock angles clockwise from twelve o’clock', () => {
    expect(clockAngle(center, { x: 50, y: 0 })).toBeCloseTo(0);
    expect(clockAngle(center, { x: 100, y: 50 })).toBeCloseTo(90);
    expect(clockAngle(center, { x: 50, y: 100 })).toBeCloseTo(180);
    expect(clockAngle(center, { x: 0, y: 50 })).toBeCloseTo(270);
  });

  it('keeps a pie full or empty when the drag crosses twelve o’clock', () => {
    expect(pieShare(90, 0.2)).toBeCloseTo(0.25);
    expect(pieShare(10, 0.9)).toBe(1);
    expect(pieShare(350, 0.1)).toBe(0);
    expect(pieShare(350, 0.9)).toBeCloseTo(350 / 360);
  });

  it('maps a dial’s sweep, the gap below taking the nearer end', () => {
    expect(dialShare(0, -135, 270)).toBeCloseTo(0.5);
    expect(dialShare(225, -135, 270)).toBeCloseTo(0);
    expect(dialShare(135, -135, 270)).toBeCloseTo(1);
    expect(dialShare(170, -135, 270)).toBe(1);
    expect(dialShare(190, -135, 270)).toBe(0);
  });
});
