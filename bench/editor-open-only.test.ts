import { describe, expect, it } from 'vitest';
import { comparisonLines, loadAverageLine } from './editor-open-only.ts';

describe('the editor-open comparison', () => {
  it('states the load average over 1, 5 and 15 minutes with two decimals', () => {
    expect(loadAverageLine([1.5, 3.254, 11])).toBe('# load average: 1.50 3.25 11.00');
  });

  it('prints each build its visits, fastest first, and its median, the baseline first', () => {
    expect(comparisonLines({ baseline: [957.4, 561, 1089], current: [444.2, 508, 437] })).toEqual([
      '# baseline-editor-open-200-ms visits: 561 957 1089',
      'baseline-editor-open-200-ms: 957',
      '# editor-open-200-ms visits: 437 444 508',
      'editor-open-200-ms: 444',
    ]);
  });
});
