import { describe, expect, it } from 'vitest';
import { playTexts, playTranslator } from './play-text.ts';

describe('game and quiz texts', () => {
  it('has every English text in Spanish, with the same placeholders', () => {
    const english = playTexts['en-US'];
    const spanish = playTexts['es-ES'];
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(english) as (keyof typeof english)[]) {
      expect(placeholders(spanish[key]), key).toEqual(placeholders(english[key]));
      expect(spanish[key].trim(), key).not.toBe('');
    }
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(playTranslator('es-ES')('game.points', { points: '1.000' })).toBe('1.000 puntos');
    expect(playTranslator('en-US')('game.progress', { current: 2 })).toBe('2 of {total}');
  });
});
