import { describe, expect, it } from 'vitest';
import { wayOnTexts, wayOnTranslator } from './way-on-messages.ts';

describe('the failure texts', () => {
  it('has every text in both languages, none empty', () => {
    expect(Object.keys(wayOnTexts['es-ES']).sort()).toEqual(Object.keys(wayOnTexts['en-US']).sort());
    for (const texts of Object.values(wayOnTexts)) for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
  });

  it('speaks the lesson’s language', () => {
    expect(wayOnTranslator('en-US')('unavailable.retry')).toBe('Try again');
    expect(wayOnTranslator('es-ES')('unavailable.retry')).toBe('Reintentar');
  });
});
