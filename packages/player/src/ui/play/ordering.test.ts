import { describe, expect, it } from 'vitest';
import { aboveLast, stableScramble } from './ordering.ts';

const identity = (value: string) => value;

describe('aboveLast', () => {
  it('moves answers containing "the above" to the end, keeping the others in order', () => {
    expect(aboveLast(['All of the above', 'A', 'None of THE ABOVE', 'B'], identity)).toEqual([
      'A',
      'B',
      'All of the above',
      'None of THE ABOVE',
    ]);
  });

  it('moves the Spanish "las anteriores" and "los anteriores" answers last too', () => {
    expect(aboveLast(['Todas las anteriores', 'Casco', 'Ninguno de los anteriores', 'Guantes'], identity)).toEqual([
      'Casco',
      'Guantes',
      'Todas las anteriores',
      'Ninguno de los anteriores',
    ]);
    expect(aboveLast(['Los días anteriores', 'B'], identity)).toEqual(['Los días anteriores', 'B']);
  });

  it('leaves words that only contain "above" alone', () => {
    expect(aboveLast(['Above average', 'B'], identity)).toEqual(['Above average', 'B']);
  });
});

describe('stableScramble', () => {
  it('scrambles the same content the same way every time', () => {
    const letters = [...'EARMUFFS'];
    expect(stableScramble(letters, identity)).toEqual(stableScramble(letters, identity));
  });

  it('keeps every item', () => {
    const letters = [...'GOGGLES'];
    expect([...stableScramble(letters, identity)].sort()).toEqual([...letters].sort());
  });

  it('never returns the author’s order when items differ', () => {
    for (const word of ['AB', 'ABC', 'GLOVES', 'HELMET', 'PATCH', 'XY']) {
      expect(stableScramble([...word], identity).join('')).not.toBe(word);
    }
  });

  it('returns a single item or identical items as they are', () => {
    expect(stableScramble(['A'], identity)).toEqual(['A']);
    expect(stableScramble(['A', 'A'], identity)).toEqual(['A', 'A']);
  });
});

describe('stableScramble keeps few of the author’s neighbours', () => {
  it('breaks up a sentence so its words do not still read in runs', () => {
    const words = ['Quisiera', 'un', 'café,', 'por', 'favor', 'quiero', 'té'];
    const scrambled = stableScramble(words, identity);
    const kept = scrambled.filter((word, index) => index + 1 < scrambled.length && words[words.indexOf(word) + 1] === scrambled[index + 1]);
    expect(kept.length).toBeLessThanOrEqual(1);
  });
});
