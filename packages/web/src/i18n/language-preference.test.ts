import { describe, expect, it } from 'vitest';
import { initialLanguage, readStoredLanguage, storeLanguage } from './language-preference.ts';

describe('initialLanguage', () => {
  it('keeps a stored supported choice over the browser languages', () => {
    expect(initialLanguage('es-ES', ['en-US'])).toBe('es-ES');
  });

  it('matches a browser language on its primary subtag', () => {
    expect(initialLanguage(null, ['fr-FR', 'es-MX'])).toBe('es-ES');
    expect(initialLanguage('klingon', ['en-GB'])).toBe('en-US');
  });

  it('falls back to en-US', () => {
    expect(initialLanguage(null, ['de-DE', 'ja'])).toBe('en-US');
  });

  it('starts in the language the address asks for (?lng=), over a stored choice and the browser', () => {
    expect(initialLanguage('en-US', ['en-US'], 'es-ES')).toBe('es-ES');
    expect(initialLanguage('en-US', ['en-US'], 'es')).toBe('es-ES');
    expect(initialLanguage('es-ES', ['en-US'], 'klingon')).toBe('es-ES');
  });
});

describe('the stored language', () => {
  it('round-trips through storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    storeLanguage('es-ES', storage);
    expect(readStoredLanguage(storage)).toBe('es-ES');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredLanguage(broken)).toBeNull();
    expect(() => storeLanguage('en-US', broken)).not.toThrow();
  });
});
