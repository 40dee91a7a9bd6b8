import { describe, expect, it } from 'vitest';
import { matchesEveryWord, normaliseForSearch } from './search-text.ts';

describe('searching text', () => {
  it('ignores case and accents', () => {
    expect(normaliseForSearch('Formación BÁSICA')).toBe('formacion basica');
    expect(matchesEveryWord(['Formación básica'], 'FORMACION')).toBe(true);
  });

  it('asks for every word, in any of the texts and any order', () => {
    expect(matchesEveryWord(['Site safety', 'Wet steps and loose cables'], 'cables site')).toBe(true);
    expect(matchesEveryWord(['Site safety', 'Wet steps and loose cables'], 'cables office')).toBe(false);
  });

  it('matches everything with an empty or blank query', () => {
    expect(matchesEveryWord(['Anything'], '')).toBe(true);
    expect(matchesEveryWord(['Anything'], '   ')).toBe(true);
  });
});
