import { describe, expect, it } from 'vitest';
import { formatDate, formatScore } from './format.ts';

describe('learner formatting', () => {
  it('rounds scores to whole points', () => {
    expect(formatScore(66.666)).toBe('67');
    expect(formatScore(0)).toBe('0');
    expect(formatScore(100)).toBe('100');
  });

  it('writes dates in the language', () => {
    expect(formatDate('2026-11-22T10:00:00.000Z', 'en-US')).toBe('Nov 22, 2026');
  });
});
