import { describe, expect, it } from 'vitest';
import { playerMessages, playerTranslator } from './messages.ts';

describe('player texts', () => {
  it('has every text in every language, none empty', () => {
    const english = Object.keys(playerMessages['en-US']).sort();
    for (const messages of Object.values(playerMessages)) {
      expect(Object.keys(messages).sort()).toEqual(english);
      for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
    }
  });

  it('keeps the same placeholders in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(playerMessages['en-US'])) {
      expect(placeholders(playerMessages['es-ES'][key as keyof (typeof playerMessages)['es-ES']]), key).toEqual(placeholders(text));
    }
  });

  it('fills in placeholders', () => {
    expect(playerTranslator('en-US')('sequence.progress', { current: 2, total: 4 })).toBe('Step 2 of 4');
    expect(playerTranslator('es-ES')('sequence.progress', { current: 2, total: 4 })).toBe('Paso 2 de 4');
  });
});
