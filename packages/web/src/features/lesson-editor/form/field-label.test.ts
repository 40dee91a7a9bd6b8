import { findSlideTemplate, type TemplateField } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/with-i18n.tsx';
import { fieldText, labelAt, rememberedFieldText } from './field-label.ts';
import { templateFieldKey } from './template-translation-key.ts';

/** The catalogue's field at a data path (list indices step into the item). */
function catalogueField(type: string, path: readonly (string | number)[]): TemplateField {
  let fields = findSlideTemplate(type)?.model ?? [];
  let found: TemplateField | undefined;
  for (const segment of path) {
    if (typeof segment === 'number') {
      if (found?.kind !== 'list') throw new Error(`no list at ${segment}`);
      found = found.item;
    } else {
      found = fields.find((field) => field.name === segment);
    }
    if (!found) throw new Error(`${type} has no ${path.join('.')}`);
    fields = found.kind === 'object' ? found.fields : found.kind === 'list' && found.item.kind === 'object' ? found.item.fields : [];
  }
  if (!found) throw new Error('empty path');
  return found;
}

async function spanishText(type: string, path: readonly (string | number)[]) {
  return fieldText(await createTestI18n('es-ES'), type, catalogueField(type, path), path);
}

describe('templateFieldKey', () => {
  it('puts names under fields and list indices under item', () => {
    expect(templateFieldKey('title', ['title'])).toBe('templates.title.fields.title');
    expect(templateFieldKey('matrix', ['columns', 1, 'correctAnswers', 0, 'text'])).toBe(
      'templates.matrix.fields.columns.item.fields.correctAnswers.item.fields.text',
    );
    expect(templateFieldKey('table', ['rows', 0, 3])).toBe('templates.table.fields.rows.item.item');
  });
});

describe('a field’s translated label and hint', () => {
  it('comes from the template’s own block', async () => {
    expect(await spanishText('game-jumble', ['words', 2, 'word'])).toEqual({
      label: 'Palabra',
      help: 'Una sola palabra, de 12 letras como máximo.',
    });
    expect(await spanishText('table', ['rows', 0, 1])).toEqual({ label: 'Celda', help: 'Escribe un espacio para dejar la celda vacía.' });
  });

  it('keeps a group apart from a field inside it named like a text of the group', async () => {
    expect((await spanishText('scratch-to-reveal', ['before'])).label).toBe('Antes (encima)');
    expect((await spanishText('scratch-to-reveal', ['before', 'label'])).label).toBe('Etiqueta');
    expect((await spanishText('drag-to-match', ['items'])).label).toBe('Elementos y destinos');
    expect((await spanishText('drag-to-match', ['items', 1, 'item'])).label).toBe('Elemento que arrastrar');
    expect(labelAt(await createTestI18n('es-ES'), `${templateFieldKey('drag-to-match', ['items'])}.item`)).toBe('Elemento');
  });

  it('keeps a field named like a text of the template apart from it', async () => {
    expect((await spanishText('external-url', ['description'])).label).toBe('Qué hacer allí');
    expect((await spanishText('video-contribution', ['prompt'])).label).toBe('Indicación durante la grabación');
  });

  it('falls back to the common parts, then to the catalogue’s English', async () => {
    expect((await spanishText('number-picker', ['answer'])).label).toBe('Respuesta');
    expect((await spanishText('number-picker', ['answer', 'value'])).label).toBe('Número correcto');
    expect(await spanishText('number-picker', ['answer', 'takeaway'])).toEqual({
      label: 'Idea clave',
      help: 'Lo único que hay que recordar; se muestra al final.',
    });
    const untranslated: TemplateField = { kind: 'string', name: 'brandNew', label: 'Brand new', help: 'Not translated yet.' };
    expect(fieldText(await createTestI18n('es-ES'), 'title', untranslated, ['brandNew'])).toEqual({
      label: 'Brand new',
      help: 'Not translated yet.',
    });
  });
});

describe('remembered field texts', () => {
  const field: TemplateField = { kind: 'string', name: 'brandNew', label: 'Brand new' };

  it('answers the same text object for the same field, path and language', async () => {
    const i18n = await createTestI18n('es-ES');
    const first = rememberedFieldText(i18n, 'title', field, ['brandNew']);
    expect(rememberedFieldText(i18n, 'title', field, ['brandNew'])).toBe(first);
    expect(rememberedFieldText(i18n, 'image', field, ['brandNew'])).not.toBe(first);
  });

  it('forgets when a translation arrives later or the language changes', async () => {
    const i18n = await createTestI18n('es-ES');
    expect(rememberedFieldText(i18n, 'title', field, ['brandNew']).label).toBe('Brand new');
    i18n.addResource('es-ES', 'translation', 'templates.title.fields.brandNew', 'Nuevo del todo');
    expect(rememberedFieldText(i18n, 'title', field, ['brandNew']).label).toBe('Nuevo del todo');
    await i18n.changeLanguage('en-US');
    expect(rememberedFieldText(i18n, 'title', field, ['brandNew']).label).toBe('Brand new');
  });
});
