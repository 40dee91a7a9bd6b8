import { describe, expect, it } from 'vitest';
import { strikeoutSegments } from './segments.ts';

describe('strikeoutSegments', () => {
  it('cuts the text into words, spaces and the mistakes where they first appear as whole words', () => {
    const segments = strikeoutSegments('Take the lift, not the lifts.', [{ incorrect: 'lift', replaces: 'stairs' }]);
    expect(segments.map((segment) => `${segment.kind}:${segment.text}`)).toEqual([
      'word:Take',
      'plain: ',
      'word:the',
      'plain: ',
      'mistake:lift',
      'plain:,',
      'plain: ',
      'word:not',
      'plain: ',
      'word:the',
      'plain: ',
      'word:lifts.',
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe('Take the lift, not the lifts.');
  });

  it('finds a mistake of several words, and one that is not in the text is left out', () => {
    const segments = strikeoutSegments('Wait at your desk now', [
      { incorrect: 'your desk', replaces: 'the assembly point' },
      { incorrect: 'missing', replaces: 'x' },
    ]);
    expect(segments.filter((segment) => segment.kind === 'mistake').map((segment) => segment.text)).toEqual(['your desk']);
  });

  it('gives two mistakes with the same word its two appearances', () => {
    const segments = strikeoutSegments('red and red', [
      { incorrect: 'red', replaces: 'blue' },
      { incorrect: 'red', replaces: 'green' },
    ]);
    expect(segments.filter((segment) => segment.kind === 'mistake').map((segment) => segment.id)).toEqual(['m0', 'm1']);
  });
});
