import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from './document-language.ts';

describe('applyDocumentLanguage', () => {
  it('sets lang and a right-to-left direction for Arabic, Hebrew, Persian and Urdu', () => {
    const root = document.createElement('html');
    for (const language of ['ar', 'he-IL', 'fa-IR', 'ur-PK']) {
      applyDocumentLanguage(language, root);
      expect(root.lang).toBe(language);
      expect(root.dir, language).toBe('rtl');
    }
    applyDocumentLanguage('es-ES', root);
    expect(root.dir).toBe('ltr');
  });
});
