import type { TemplateField } from '@slidewise/core';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { namePath } from './field-path.ts';
import { useSlideForm } from './form-context.ts';
import { templateFieldKey } from './template-translation-key.ts';

/** The translation at `key` when one exists and is text (an object key holds a group, not a label). */
export function translationAt(i18n: I18n, key: string): string | undefined {
  if (!i18n.exists(key)) return undefined;
  const value: unknown = i18n.t(key as never, { returnObjects: true });
  return typeof value === 'string' ? value : undefined;
}

/** A label kept at `key` itself (a text) or at `key.label` (beside its help and other texts). */
export function labelAt(i18n: I18n, key: string): string | undefined {
  return translationAt(i18n, key) ?? translationAt(i18n, `${key}.label`);
}

export interface FieldText {
  label: string;
  help: string | undefined;
}

/**
 * A field's label and hint: the template's own translation (`templates.<type>.fields.…`, a text or
 * `{ label, help }`; see template-translation-key.ts) when there is one, then the shared translation of
 * the common parts every template may hold (timer, stars, answer …), then the model's English.
 */
export function fieldText(i18n: I18n, templateType: string, field: TemplateField, path: readonly (string | number)[]): FieldText {
  for (const base of [templateFieldKey(templateType, path), `lessonEditorForm.commonFields.${namePath(path)}`]) {
    const label = labelAt(i18n, base);
    if (label !== undefined)
      return { label, help: field.help === undefined ? undefined : (translationAt(i18n, `${base}.help`) ?? field.help) };
  }
  return { label: field.label, help: field.help };
}

/**
 * fieldText remembered per i18n instance, language, template, path and field: looking a label up walks
 * i18next's resource tree several times, and an undo re-renders every field it touches. Emptied whenever
 * i18next gains resources or changes language, so a translation that arrives late still shows.
 */
const rememberedTexts = new WeakMap<I18n, Map<string, WeakMap<TemplateField, FieldText>>>();

function textsOf(i18n: I18n): Map<string, WeakMap<TemplateField, FieldText>> {
  let texts = rememberedTexts.get(i18n);
  if (!texts) {
    const forget = () => texts?.clear();
    texts = new Map();
    rememberedTexts.set(i18n, texts);
    i18n.on('languageChanged', forget);
    i18n.on('loaded', forget);
    i18n.store.on('added', forget);
    i18n.store.on('removed', forget);
  }
  return texts;
}

export function rememberedFieldText(i18n: I18n, templateType: string, field: TemplateField, path: readonly (string | number)[]): FieldText {
  const texts = textsOf(i18n);
  const key = `${i18n.language}\u0000${templateType}\u0000${path.join('\u0000')}`;
  let byField = texts.get(key);
  if (!byField) {
    byField = new WeakMap();
    texts.set(key, byField);
  }
  let text = byField.get(field);
  if (!text) {
    text = fieldText(i18n, templateType, field, path);
    byField.set(field, text);
  }
  return text;
}

export function useFieldText(field: TemplateField, path: readonly (string | number)[]): FieldText {
  const { i18n } = useTranslation();
  const { templateType } = useSlideForm();
  return rememberedFieldText(i18n, templateType, field, path);
}

/** Lower-cases a label's first letter for use inside a sentence, leaving acronyms ("SCORM") alone. */
export function inSentence(label: string): string {
  const [first = '', second = ''] = label;
  return second && second === second.toLocaleUpperCase() ? label : first.toLocaleLowerCase() + label.slice(1);
}
