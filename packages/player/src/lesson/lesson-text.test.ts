import { describe, expect, it } from 'vitest';
import { lessonTexts, lessonTranslator } from './lesson-text.ts';

describe('lesson player texts', () => {
  it('has every English text in Spanish, with the same placeholders', () => {
    const english = lessonTexts['en-US'];
    const spanish = lessonTexts['es-ES'];
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(english) as (keyof typeof english)[]) {
      expect(placeholders(spanish[key]), key).toEqual(placeholders(english[key]));
      expect(spanish[key].trim(), key).not.toBe('');
    }
  });

  it('fills placeholders', () => {
    expect(lessonTranslator('es-ES')('lesson.slideLabel', { current: 2, total: 5 })).toBe('Diapositiva 2 de 5');
  });
});
