import { skippedSlideAnswers } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { answerShares, averageValue, mostCommonZones, responseTexts, wholePercents } from './survey-results.ts';

describe('survey results', () => {
  it('shares add up to 100, the largest remainders rounded up', () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([2, 1, 0])).toEqual([67, 33, 0]);
    expect(wholePercents([0, 0])).toEqual([0, 0]);
  });

  it('counts each learner once per picked answer, the learner included, ignoring unknown ids', () => {
    const others = [['a'], ['b'], ['a', 'a'], ['gone'], 'a', null, [3]];
    expect(answerShares(['a', 'b', 'c'], others, ['c'])).toEqual([50, 25, 25]);
    expect(answerShares(['a', 'b'], [], ['b'])).toEqual([0, 100]);
  });

  it('averages numeric answers within the scale', () => {
    expect(averageValue([2, 4, 'x', 99, Number.NaN], 6, 0, 10)).toBe(4);
    expect(averageValue([], 7, 0, 10)).toBe(7);
  });

  it('finds the zone most learners put each word in', () => {
    const others = [
      [
        { id: 'mail', zone: 3 },
        { id: 'plan', zone: 0 },
      ],
      [
        { id: 'mail', zone: 3 },
        { id: 'plan', zone: 1 },
      ],
      [{ id: 'mail', zone: 9 }, { id: 'gone', zone: 1 }, 'junk'],
    ];
    const zones = mostCommonZones(['mail', 'plan', 'esc'], others, [{ id: 'plan', zone: 1 }]);
    expect(zones.get('mail')).toBe(3);
    expect(zones.get('plan')).toBe(1);
    expect(zones.has('esc')).toBe(false);
  });

  it('breaks a tie towards the first zone', () => {
    expect(mostCommonZones(['w'], [[{ id: 'w', zone: 2 }]], [{ id: 'w', zone: 1 }]).get('w')).toBe(1);
  });

  it('reads written responses from strings and contributions, skipping blanks', () => {
    expect(responseTexts(['  Listen first ', { text: 'Ask why', image: null }, '', { text: '  ' }, 3, null])).toEqual([
      'Listen first',
      'Ask why',
    ]);
  });

  it('never puts a peer’s skipped slide on the wall', () => {
    expect(responseTexts([skippedSlideAnswers('camera-unavailable'), { video: true, seconds: 12 }, { text: 'Smile' }])).toEqual(['Smile']);
  });
});
