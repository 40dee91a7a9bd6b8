import { slideTemplates } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import english from '../../../../public/locales/en-US/translation.json';
import spanish from '../../../../public/locales/es-ES/translation.json';
import { englishTemplateTranslations, type TranslationTree } from './english-template-translations.ts';

const englishTemplates: TranslationTree = english.templates;
const spanishTemplates: TranslationTree = spanish.templates;

function leaves(tree: TranslationTree | string | undefined, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === 'string') found.set(prefix, tree);
  else if (tree)
    for (const [key, value] of Object.entries(tree))
      leaves(value, prefix ? `${prefix}.${key}` : key).forEach((text, path) => {
        found.set(path, text);
      });
  return found;
}

describe('the templates block of the locale files', () => {
  it('says in English exactly what the catalogue says (after a catalogue change: npx tsx packages/web/scripts/write-template-translations.ts)', () => {
    expect(englishTemplates).toEqual(englishTemplateTranslations(slideTemplates, english.lessonEditorForm.commonFields));
  });

  it('holds no text i18next would read as markup', () => {
    for (const [path, text] of [...leaves(englishTemplates), ...leaves(spanishTemplates)]) expect(text, path).not.toMatch(/\{\{|\$t\(/);
  });
});

// Generated from the catalogue: a new template without Spanish fails here, by name.
describe.each(slideTemplates.map((template) => [template.type, template] as const))('the %s template in Spanish', (type, template) => {
  const spanishBlock = leaves(spanishTemplates[type]);

  it('has a name, a description and writing tips, the sentences translated', () => {
    expect(spanishBlock.get('displayName')?.trim()).toBeTruthy();
    for (const part of ['description', 'prompt'] as const) {
      expect(spanishBlock.get(part)?.trim(), part).toBeTruthy();
      expect(spanishBlock.get(part), part).not.toBe(template[part]);
    }
  });

  it('has every text the English has, and no other', () => {
    expect([...spanishBlock.keys()].sort()).toEqual([...leaves(englishTemplates[type]).keys()].sort());
  });
});
