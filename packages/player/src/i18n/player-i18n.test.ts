import { describe, expect, it } from 'vitest';
import { addPlayerTexts, resolvePlayerLanguage } from './player-i18n.ts';

type Key = 'greeting' | 'count' | 'markup';
const english: Record<Key, string> = { greeting: 'Hello {name}', count: 'Pick up to {count} answers', markup: '{value} left' };
// A Spanish vocabulary missing a text, as a half-finished translation would be.
const spanish = { greeting: 'Hola {name}', count: 'Elige hasta {count} respuestas' } as Record<Key, string>;
const translatorFor = addPlayerTexts('player-i18n-test', { 'en-US': english, 'es-ES': spanish });

describe('the player’s i18next instance', () => {
  it('fills placeholders in the language asked for', () => {
    expect(translatorFor('es-ES')('greeting', { name: 'Ada' })).toBe('Hola Ada');
    expect(translatorFor('en-US')('greeting', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('falls back to en-US for a text the language lacks', () => {
    expect(translatorFor('es-ES')('markup', { value: 3 })).toBe('3 left');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(translatorFor('en-US')('greeting')).toBe('Hello {name}');
  });

  it('fills a placeholder named like an i18next option, and leaves escaping to React', () => {
    expect(translatorFor('es-ES')('count', { count: 2 })).toBe('Elige hasta 2 respuestas');
    expect(translatorFor('en-US')('markup', { value: '<b>&' })).toBe('<b>& left');
  });

  it('hands out one function per language, so hooks return a stable one', () => {
    expect(translatorFor('es-ES')).toBe(translatorFor('es-ES'));
    expect(translatorFor('es-ES')).not.toBe(translatorFor('en-US'));
  });

  it('picks the closest language, en-US by default', () => {
    expect(resolvePlayerLanguage('es-ES')).toBe('es-ES');
    expect(resolvePlayerLanguage('es-MX')).toBe('es-ES');
    expect(resolvePlayerLanguage('ES')).toBe('es-ES');
    expect(resolvePlayerLanguage('fr-FR')).toBe('en-US');
    expect(resolvePlayerLanguage(undefined)).toBe('en-US');
  });
});
