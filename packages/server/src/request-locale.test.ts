import { describe, expect, it } from 'vitest';
import { requestLocale } from './request-locale.ts';

describe('the language of a refusal', () => {
  it('is Spanish when the caller asks for Spanish first, in any region', () => {
    for (const header of ['es', 'es-ES', 'es-MX,en;q=0.8', ' ES-es']) expect([header, requestLocale(header)]).toEqual([header, 'es-ES']);
  });

  it('is English otherwise', () => {
    for (const header of [undefined, '', 'en-US', 'fr-FR,es;q=0.9', 'estonian'])
      expect([header, requestLocale(header)]).toEqual([header, 'en-US']);
  });
});
