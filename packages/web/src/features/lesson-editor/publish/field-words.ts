import { fieldAtPath, findSlideTemplate } from '@slidewise/core';
import type { i18n as I18n } from 'i18next';
import { rememberedFieldText } from '../form/field-label.ts';

/** A field of a slide as the form labels it, an item of a list by its number: "Answers 2 › Text". */
export function fieldWords(i18n: I18n, type: string, path: readonly (string | number)[]): string {
  const template = findSlideTemplate(type);
  if (!template) return path.join('.');
  const words: string[] = [];
  path.forEach((key, index) => {
    if (typeof key === 'number') {
      words[words.length - 1] = `${words.at(-1) ?? ''} ${key + 1}`;
      return;
    }
    const here = path.slice(0, index + 1);
    const field = fieldAtPath(template.model, here);
    words.push(field ? rememberedFieldText(i18n, type, field, here).label : key);
  });
  return words.join(' › ');
}
